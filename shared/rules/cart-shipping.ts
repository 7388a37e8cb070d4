// Whether a cart's shipping is still unknown: before a delivery method is chosen the shipping is not
// free, so the cart and checkout summaries say it is chosen at checkout instead of showing €0.00.
import type { Cart } from "../schemas/cart.ts";

export function isShippingUnchosen(cart: Pick<Cart, "showDeliveryOptions" | "shippingMethodName" | "shippingTotalPrice">) {
  return cart.showDeliveryOptions && cart.shippingMethodName === null && cart.shippingTotalPrice === 0;
}
