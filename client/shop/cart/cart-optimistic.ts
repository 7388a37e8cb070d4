// The cart as it will look after a quantity edit, before the server answers (spec 000 §4): the
// line's quantity and price and the totals that follow from them. With promotions or a gift card
// the totals depend on server rules, so they stay as they were until the answer arrives.
import type { Cart, LineItem } from "../../../shared/schemas/cart.ts";
import { formatPrice } from "../../../shared/rules/locale.ts";

const cents = (euros: number) => Math.round(euros * 100);

export function withLineQuantity(cart: Cart, lineId: number, quantity: number, language: string): Cart {
  const line = cart.allLineItems.find((item) => item.id === lineId);
  if (!line || line.quantity === quantity) return cart;
  const unitCents = line.quantity > 0 ? cents(line.extendedPrice) / line.quantity : cents(line.placedPrice);
  const extendedCents = Math.round(unitCents * quantity);
  const updated: LineItem = {
    ...line,
    quantity,
    extendedPrice: extendedCents / 100,
    extendedPriceString: formatPrice(extendedCents / 100, language, cart.currency),
  };
  const swap = (item: LineItem) => (item.id === lineId ? updated : item);
  const derived = !cart.hasPromotions && !cart.isGiftCardApplied;
  const totalCents = cents(cart.totalPrice) + extendedCents - cents(line.extendedPrice);
  return {
    ...cart,
    allLineItems: cart.allLineItems.map(swap),
    shipments: cart.shipments.map((shipment) => ({ ...shipment, lineItems: shipment.lineItems.map(swap) })),
    totalQuantity: cart.totalQuantity + quantity - line.quantity,
    ...(derived
      ? {
          totalPrice: totalCents / 100,
          totalDisplayPrice: formatPrice(totalCents / 100, language, cart.currency),
          paymentProviderAmount: totalCents / 100,
          paymentProviderDisplayAmount: formatPrice(totalCents / 100, language, cart.currency),
        }
      : {}),
  };
}
