// Cart events in the data layer (spec 000 §9): view_cart carries every line item, remove_from_cart
// the affected item.
import type { Cart, LineItem } from "../../../shared/schemas/cart.ts";
import { pushEvent } from "../../analytics/data-layer.ts";
import { lineItem } from "../../analytics/shop-events.ts";

const value = (price: number, quantity: number) => Number((price * quantity).toFixed(2));

export function trackViewCart(cart: Cart) {
  if (!cart.allLineItems.length) return;
  pushEvent({
    event: "view_cart",
    ecommerce: {
      currency: cart.currency,
      value: cart.totalPrice,
      items: cart.allLineItems.map((line) => lineItem(line, line.quantity, cart.currency)),
    },
  });
}

export function trackRemoveFromCart(line: LineItem, quantity: number, currency: string) {
  const item = lineItem(line, quantity, currency);
  pushEvent({
    event: "remove_from_cart",
    ecommerce: { currency, value: value(item.price, quantity), items: [item] },
  });
}
