// The button that takes a line out of the cart.
import type { LineItem } from "../../../shared/schemas/cart.ts";
import { useLingui } from "@lingui/react";
import type { CartEdits } from "./useCartEdits.ts";

export function CartLineRemove({ line, edits }: { line: LineItem; edits: CartEdits }) {
  const { i18n } = useLingui();
  return (
    <button
      type="button"
      className="icon-button cart-line__remove"
      aria-label={i18n._("cart-ui.line.remove", { name: line.displayName })}
      onClick={() => void edits.remove(line)}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
