// The add-to-cart button: disabled while adding or when the product cannot be bought, with a spinner
// and a busy state while the request runs.
import type { ReactNode } from "react";
import { useT } from "../../i18n/useT.ts";
import "./AddToCartButton.css";

export interface AddToCartButtonProps {
  onAdd: () => void;
  loading: boolean;
  disabled?: boolean;
  /** Names the product when the button stands among many (cards). */
  ariaLabel?: string;
  compact?: boolean;
  children?: ReactNode;
}

export function AddToCartButton({
  onAdd,
  loading,
  disabled = false,
  ariaLabel,
  compact = false,
  children,
}: AddToCartButtonProps) {
  const t = useT();
  return (
    <button
      type="button"
      className={`add-to-cart-button${compact ? " add-to-cart-button--compact" : ""}`}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      aria-label={ariaLabel}
      onClick={onAdd}
    >
      {loading ? <span className="add-to-cart-button__spinner" aria-hidden="true" /> : null}
      <span>{children ?? t("product.add-to-cart")}</span>
    </button>
  );
}
