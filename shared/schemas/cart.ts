// The cart (spec 000 §3, 001 §3) as the cart calls answer it, and their error bodies. The request
// bodies are in cart-requests.ts (the browser's entry bundle does not need them).
import * as v from "valibot";
import { DEFAULT_CURRENCY } from "../site-defaults.ts";

const Text = v.nullish(v.string(), null);

export const LineItemSchema = v.object({
  id: v.number(),
  code: v.string(),
  quantity: v.number(),
  shipmentId: v.number(),
  displayName: v.string(),
  productUrl: v.string(),
  productImageUrl: Text,
  totalWeightString: Text,
  placedPrice: v.number(),
  placedPriceString: v.string(),
  discountedPriceString: Text,
  hasDiscountedPrice: v.boolean(),
  extendedPrice: v.number(),
  extendedPriceString: v.string(),
  brands: v.optional(v.array(v.string()), []),
  categories: v.optional(v.array(v.string()), []),
  isCustomTablet: v.optional(v.boolean(), false),
  flavour: Text,
  frontText: Text,
  backText: Text,
  signature: Text,
  recipientName: Text,
  recipientAddress: Text,
  recipientPostalCode: Text,
  recipientCity: Text,
  recipientCountry: Text,
  recipientPhone: Text,
});
export type LineItem = v.InferOutput<typeof LineItemSchema>;

export const CartSchema = v.object({
  id: v.number(),
  /** The currency of every amount: the market's; euros from an upstream that names none. */
  currency: v.optional(v.string(), DEFAULT_CURRENCY),
  shipments: v.array(v.object({ id: v.number(), lineItems: v.array(LineItemSchema) })),
  allLineItems: v.array(LineItemSchema),
  totalQuantity: v.number(),
  totalWeight: v.number(),
  totalDisplayWeight: v.string(),
  totalTax: v.number(),
  totalDisplayTax: v.string(),
  shippingTotalPrice: v.number(),
  shippingTotalDisplayPrice: v.string(),
  /** The chosen delivery method (spec 000 §3 order summary); null until one is chosen at checkout. */
  shippingMethodName: Text,
  totalPrice: v.number(),
  totalDisplayPrice: v.string(),
  hasPromotions: v.boolean(),
  promotions: v.optional(v.array(v.object({ name: v.string() })), []),
  promotionsSavedAmount: v.number(),
  promotionsDisplaySavedAmount: v.string(),
  isGiftCardApplied: v.boolean(),
  giftCardPaymentAmount: v.number(),
  giftCardPaymentDisplayAmount: v.string(),
  /** What remains for the card payment provider after gift cards. */
  paymentProviderAmount: v.number(),
  paymentProviderDisplayAmount: v.string(),
  couponCodes: v.array(v.string()),
  greeting: Text,
  showDeliveryOptions: v.optional(v.boolean(), true),
});
export type Cart = v.InferOutput<typeof CartSchema>;

/** Error bodies of cart calls (spec 000 §8): a list of entries shown as warning snackbars. */
export const CartErrorSchema = v.object({
  status: v.number(),
  message: v.string(),
  errors: v.optional(v.array(v.object({ key: v.string(), value: v.string() })), []),
});
export type CartError = v.InferOutput<typeof CartErrorSchema>;
