// The cart's lines as a list (the mini cart drawer, the cart page on mobile), each editable.
import type { Cart } from "../../../shared/schemas/cart.ts";
import { CartLine } from "./CartLine.tsx";
import type { CartEdits } from "./useCartEdits.ts";
import { usePendingCartLines } from "./usePendingCartLines.ts";

export function CartLines({ cart, edits, className }: { cart: Cart; edits: CartEdits; className?: string }) {
  const pending = usePendingCartLines();
  return (
    <ul className={["cart-lines", className].filter(Boolean).join(" ")}>
      {cart.allLineItems.map((line) => (
        <CartLine key={line.id} line={line} edits={edits} pending={pending.includes(line.id)} />
      ))}
    </ul>
  );
}
