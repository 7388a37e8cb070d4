// Prices a cart for checkout from the catalogue (never from the browser): lines via the cart's view,
// then the coupon, the shipping method, gift cards and the amount left for the card.
import type { Language } from "../../../../shared/languages.ts";
import { currencyOf, DEFAULT_MARKET, type Market } from "../../../../shared/markets.ts";
import type { Cart } from "../../../../shared/schemas/cart.ts";
import type { CheckoutState, PaymentDetails } from "../../../../shared/schemas/checkout.ts";
import type { StoredCart } from "../commerce/cart-store.ts";
import { cartView } from "../commerce/cart-view.ts";
import { d1CatalogueLookup } from "../commerce/catalogue-lookup.ts";
import { fromCents, money, toCents } from "../commerce/format.ts";
import { type CheckoutRecord, type CouponRow, checkoutStore, type GiftCardUse } from "./checkout-store.ts";
import { deliveryWidget } from "./delivery-widget.ts";
import { type ShippingMethodDefinition, shippingMethod, shippingPriceCents } from "./shipping-methods.ts";

/** Gift cards are sold and held in euros, the Finnish market's currency. */
export const GIFT_CARD_CURRENCY: string = currencyOf(DEFAULT_MARKET);

/** Finnish VAT on food; prices include it, so the tax is the included share. */
const FOOD_VAT_RATE = 0.14;

const PROMOTION_NAMES: Record<CouponRow["kind"], Record<Language, string>> = {
  percent: { fi: "{percent} % alennus tilauksesta", en: "{percent} % off the order", sv: "{percent} % rabatt på beställningen" },
  "free-shipping": { fi: "Ilmainen toimitus", en: "Free delivery", sv: "Fri frakt" },
};

export interface PricedCheckout {
  cart: Cart;
  market: Market;
  /** The market's currency, every amount's. */
  currency: string;
  record: CheckoutRecord;
  method: ShippingMethodDefinition | null;
  coupons: CouponRow[];
  /** Every gift card reserved for the cart; only `usableGiftCards` pay (in euros). */
  giftCards: GiftCardUse[];
  usableGiftCards: GiftCardUse[];
  itemsCents: number;
  discountCents: number;
  shippingCents: number;
  totalCents: number;
  taxCents: number;
  /** What the gift cards pay: their reservations, at most the total. */
  giftCardCents: number;
  payableCents: number;
}

export async function priceCheckout(
  db: D1Database,
  stored: StoredCart,
  language: Language,
  market: Market,
): Promise<PricedCheckout> {
  const store = checkoutStore(db);
  const currency = currencyOf(market);
  const [view, record, giftCards, coupons] = await Promise.all([
    cartView(stored, d1CatalogueLookup(db), language, market),
    store.record(stored.id),
    store.giftCardUses(stored.id),
    Promise.all(stored.couponCodes.map((code) => store.coupon(code))),
  ]);
  const valid = coupons.filter((coupon): coupon is CouponRow => coupon !== null);
  const itemsCents = view.allLineItems.reduce((sum, item) => sum + toCents(item.extendedPrice), 0);
  const percent = valid.reduce((sum, coupon) => sum + (coupon.kind === "percent" ? coupon.percent : 0), 0);
  const discountCents = Math.round((itemsCents * Math.min(percent, 100)) / 100);
  const showDeliveryOptions = view.allLineItems.length > 0;
  const method = showDeliveryOptions ? shippingMethod(record.shippingMethodId) : null;
  const freeShipping = valid.some((coupon) => coupon.kind === "free-shipping");
  const shippingListCents = method ? shippingPriceCents(method.priceCents, market) : 0;
  const shippingCents = freeShipping ? 0 : shippingListCents;
  const totalCents = itemsCents - discountCents + shippingCents;
  const taxCents = Math.round((totalCents * FOOD_VAT_RATE) / (1 + FOOD_VAT_RATE));
  // Gift cards hold euros: in another market's currency they wait (and an order there releases them).
  const usableGiftCards = currency === GIFT_CARD_CURRENCY ? giftCards : [];
  const reservedCents = usableGiftCards.reduce((sum, use) => sum + use.amountCents, 0);
  const giftCardCents = Math.min(reservedCents, totalCents);
  const payableCents = totalCents - giftCardCents;
  const savedCents = discountCents + (freeShipping ? shippingListCents : 0);
  const promotions = valid.map((coupon) => ({
    name: PROMOTION_NAMES[coupon.kind][language].replace("{percent}", String(coupon.percent)),
  }));
  const cart: Cart = {
    ...view,
    totalTax: fromCents(taxCents),
    totalDisplayTax: money(taxCents, language, currency),
    shippingTotalPrice: fromCents(shippingCents),
    shippingTotalDisplayPrice: money(shippingCents, language, currency),
    shippingMethodName: method?.name[language] ?? null,
    totalPrice: fromCents(totalCents),
    totalDisplayPrice: money(totalCents, language, currency),
    hasPromotions: promotions.length > 0,
    promotions,
    promotionsSavedAmount: fromCents(savedCents),
    promotionsDisplaySavedAmount: money(savedCents, language, currency),
    isGiftCardApplied: usableGiftCards.length > 0,
    giftCardPaymentAmount: fromCents(giftCardCents),
    giftCardPaymentDisplayAmount: money(giftCardCents, language, currency),
    paymentProviderAmount: fromCents(payableCents),
    paymentProviderDisplayAmount: money(payableCents, language, currency),
    couponCodes: valid.map((coupon) => coupon.code),
    showDeliveryOptions,
  };
  return {
    cart,
    market,
    currency,
    record,
    method,
    coupons: valid,
    giftCards,
    usableGiftCards,
    itemsCents,
    discountCents,
    shippingCents,
    totalCents,
    taxCents,
    giftCardCents,
    payableCents,
  };
}

export function checkoutState(priced: PricedCheckout, language: Language): CheckoutState {
  const { method } = priced;
  const free = priced.coupons.some((coupon) => coupon.kind === "free-shipping");
  return {
    cart: priced.cart,
    shippingAddress: priced.record.address,
    shippingMethod: method
      ? {
          id: method.id,
          name: method.name[language],
          price: fromCents(priced.shippingCents),
          priceDisplay: money(priced.shippingCents, language, priced.currency),
        }
      : null,
    deliveryWidget: priced.cart.showDeliveryOptions
      ? { html_snippet: deliveryWidget(language, method?.id ?? null, free, priced.market) }
      : null,
  };
}

/** Masks all but the last four characters of a gift card code. */
export const maskCode = (code: string) => code.slice(-4).padStart(code.length, "•");

export function paymentDetails(priced: PricedCheckout, language: Language): PaymentDetails {
  let left = priced.totalCents;
  const giftCards = priced.usableGiftCards.map((use) => {
    const amount = Math.min(use.amountCents, left);
    left -= amount;
    return { code: maskCode(use.code), amount: fromCents(amount), display: money(amount, language, priced.currency) };
  });
  return {
    amountDue: fromCents(priced.payableCents),
    amountDueDisplay: money(priced.payableCents, language, priced.currency),
    giftCards,
    requiresCardPayment: priced.payableCents > 0,
  };
}
