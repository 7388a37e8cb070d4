// The add-to-cart button: disabled when the product cannot be bought; while adding it shows a spinner
// and is busy and aria-disabled (not disabled, which would drop the keyboard focus), and ignores clicks.
import type { ReactNode } from "react";
import { useLingui } from "@lingui/react";
import "./AddToCartButton.css";

export interface AddToCartButtonProps {
  onAdd: () => void;
  /** Called when a pointer or the focus reaches the button, ahead of a press (loads the add-to-cart code). */
  onPrepare?: () => void;
  loading: boolean;
  disabled?: boolean;
  /** Names the product when the button stands among many (cards). */
  ariaLabel?: string;
  compact?: boolean;
  children?: ReactNode;
}

export function AddToCartButton({
  onAdd,
  onPrepare,
  loading,
  disabled = false,
  ariaLabel,
  compact = false,
  children,
}: AddToCartButtonProps) {
  const { i18n } = useLingui();
  return (
    <button
      type="button"
      className={`add-to-cart-button${compact ? " add-to-cart-button--compact" : ""}`}
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      aria-label={ariaLabel}
      onPointerEnter={onPrepare}
      onFocus={onPrepare}
      onClick={() => {
        if (!loading) onAdd();
      }}
    >
      {loading ? <span className="add-to-cart-button__spinner" aria-hidden="true" /> : null}
      <span>{children ?? i18n._("product.add-to-cart")}</span>
    </button>
  );
}
