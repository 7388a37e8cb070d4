// The cart of a shopper who has none yet: answered without minting a session, so merely showing the
// header's cart badge costs no token and sets no cookie.
import type { Cart } from "../../shared/schemas/cart.ts";
import { currencyOf, type Market } from "../../shared/markets.ts";
import { formatPrice } from "../../shared/rules/locale.ts";

export function emptyCart(language: string, market: Market): Cart {
  const currency = currencyOf(market);
  const zero = formatPrice(0, language, currency);
  return {
    id: 0,
    currency,
    shipments: [],
    allLineItems: [],
    totalQuantity: 0,
    totalWeight: 0,
    totalDisplayWeight: "0 g",
    totalTax: 0,
    totalDisplayTax: zero,
    shippingTotalPrice: 0,
    shippingTotalDisplayPrice: zero,
    shippingMethodName: null,
    totalPrice: 0,
    totalDisplayPrice: zero,
    hasPromotions: false,
    promotions: [],
    promotionsSavedAmount: 0,
    promotionsDisplaySavedAmount: zero,
    isGiftCardApplied: false,
    giftCardPaymentAmount: 0,
    giftCardPaymentDisplayAmount: zero,
    paymentProviderAmount: 0,
    paymentProviderDisplayAmount: zero,
    couponCodes: [],
    greeting: null,
    showDeliveryOptions: true,
  };
}
