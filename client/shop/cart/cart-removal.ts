// A cart answered after a removal that has no shipment left is broken (spec 000 §8): the removal
// raises this error, so the shopper sees the cart-error snackbar and the cart is read again. (Kept
// beside the cart edits, which load with the cart, not in the first page load's cart API.)
import type { Cart } from "../../../shared/schemas/cart.ts";

export function withShipments(cart: Cart): Cart {
  if (!cart.shipments.length) throw new Error("no shipments after removal");
  return cart;
}
