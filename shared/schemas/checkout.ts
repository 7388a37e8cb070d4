// The checkout contract (spec 000 §4/§7, 001 §3/§5): request bodies the worker validates before
// anything reaches the upstream, and the shapes the checkout and order calls answer. Messages are
// translation keys (form.* in cart.json, checkout-error.* in checkout-errors.json).
// Calls under /api/me/checkout/{cartId} and what they answer (errors: CheckoutError):
//   PUT details → CheckoutState · PUT coupon, PUT greeting → Cart · GET/PUT shipping → CheckoutState
//   GET payment → PaymentDetails · POST payment → PaymentResult · POST/DELETE gift-card → PaymentDetails
//   POST order → OrderCreated. GET /api/me/checkout/consents → ConsentList; GET /api/me/orders/{orderId} → Order.
//   GET /payment/authentication/result/{orderRef}/{resultRef} → PaymentResult.
import * as v from "valibot";
import { DEFAULT_CURRENCY } from "../site-defaults.ts";
import { required } from "./form-fields.ts";
import { CartSchema } from "./cart.ts";
import { CHECKOUT_LIMITS } from "../rules/field-limits.ts";
import { ShippingAddressSchema } from "./checkout-forms.ts";

// The form schemas are the contract's too.
export {
  CardPaymentBodySchema,
  ShippingAddressSchema,
  type CardPaymentBody,
  type ShippingAddress,
  type ShippingAddressInput,
} from "./checkout-forms.ts";

export const DetailsBodySchema = v.strictObject({ shippingAddress: ShippingAddressSchema });
export type DetailsBody = v.InferOutput<typeof DetailsBodySchema>;

/** An empty code removes the applied coupon. */
export const CouponBodySchema = v.strictObject({
  couponCode: v.pipe(
    v.string(/*i18n*/ "form.invalid"),
    v.trim(),
    v.toUpperCase(),
    v.maxLength(CHECKOUT_LIMITS.couponMax, /*i18n*/ "form.max-length"),
  ),
});
export type CouponBody = v.InferOutput<typeof CouponBodySchema>;

/** An empty greeting removes it. */
export const GreetingBodySchema = v.strictObject({
  greeting: v.pipe(v.string(/*i18n*/ "form.invalid"), v.maxLength(CHECKOUT_LIMITS.greetingMax, /*i18n*/ "form.max-length")),
});
export type GreetingBody = v.InferOutput<typeof GreetingBodySchema>;

export const GiftCardBodySchema = v.strictObject({
  code: v.pipe(required(), v.toUpperCase(), v.maxLength(CHECKOUT_LIMITS.giftCardCodeMax, /*i18n*/ "form.max-length")),
  pin: v.pipe(required(), v.maxLength(CHECKOUT_LIMITS.giftCardPinMax, /*i18n*/ "form.max-length")),
});
export type GiftCardBody = v.InferOutput<typeof GiftCardBodySchema>;

/** Removing one applied gift card (DELETE …/gift-card): its full code or the masked one from PaymentDetails. */
export const GiftCardRemoveBodySchema = v.strictObject({
  code: v.pipe(required(), v.toUpperCase(), v.maxLength(CHECKOUT_LIMITS.giftCardCodeMax, /*i18n*/ "form.max-length")),
});

/** The id the delivery widget sends in its data_changed event. */
export const ShippingSelectionSchema = v.strictObject({
  shippingMethod: v.pipe(required(), v.maxLength(64, /*i18n*/ "form.max-length")),
});
export type ShippingSelection = v.InferOutput<typeof ShippingSelectionSchema>;

export const OrderBodySchema = v.strictObject({
  consents: v.array(v.pipe(v.string(), v.maxLength(64))),
  isBecomeKaarnaMember: v.boolean(),
  redirectResult: v.optional(v.pipe(v.string(), v.nonEmpty(), v.maxLength(512))),
  idempotencyKey: v.pipe(v.string(/*i18n*/ "checkout-error.idempotency-key"), v.uuid(/*i18n*/ "checkout-error.idempotency-key")),
});
export type OrderBody = v.InferOutput<typeof OrderBodySchema>;

/* ---------- responses ---------- */

const AddressOutSchema = v.object({
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  phoneNumber: v.string(),
  line1: v.string(),
  line2: v.nullish(v.string(), null),
  postalCode: v.string(),
  city: v.string(),
  countryCode: v.string(),
  countryName: v.nullish(v.string(), null),
  regionName: v.nullish(v.string(), null),
  name: v.nullish(v.string(), null),
});
export type Address = v.InferOutput<typeof AddressOutSchema>;

export const ShippingMethodSchema = v.object({
  id: v.string(),
  name: v.string(),
  price: v.number(),
  priceDisplay: v.string(),
});
export type ShippingMethod = v.InferOutput<typeof ShippingMethodSchema>;

export const CheckoutStateSchema = v.object({
  cart: CartSchema,
  shippingAddress: v.nullable(AddressOutSchema),
  shippingMethod: v.nullable(ShippingMethodSchema),
  deliveryWidget: v.nullable(v.object({ html_snippet: v.string() })),
});
export type CheckoutState = v.InferOutput<typeof CheckoutStateSchema>;

export const PaymentDetailsSchema = v.object({
  amountDue: v.number(),
  amountDueDisplay: v.string(),
  giftCards: v.array(v.object({ code: v.string(), amount: v.number(), display: v.string() })),
  requiresCardPayment: v.boolean(),
});
export type PaymentDetails = v.InferOutput<typeof PaymentDetailsSchema>;

export const PAYMENT_RESULT_CODES = ["Authorised", "Refused", "RedirectShopper"] as const;
export const PaymentResultSchema = v.object({
  resultCode: v.picklist(PAYMENT_RESULT_CODES),
  redirectUrl: v.optional(v.string()),
  /** For Refused: a text in the shopper's language, shown as is. */
  message: v.optional(v.string()),
});
export type PaymentResult = v.InferOutput<typeof PaymentResultSchema>;

export const OrderCreatedSchema = v.object({ orderId: v.string(), orderNumber: v.string() });
export type OrderCreated = v.InferOutput<typeof OrderCreatedSchema>;

const OrderLineSchema = v.object({
  id: v.number(),
  code: v.string(),
  displayName: v.string(),
  quantity: v.number(),
  productUrl: v.nullish(v.string(), null),
  productImageUrl: v.nullish(v.string(), null),
  totalWeightString: v.nullish(v.string(), null),
  placedPrice: v.number(),
  placedPriceString: v.string(),
  extendedPrice: v.number(),
  extendedPriceString: v.string(),
  brands: v.optional(v.array(v.string()), []),
  categories: v.optional(v.array(v.string()), []),
  isCustomTablet: v.optional(v.boolean(), false),
  frontText: v.nullish(v.string(), null),
  backText: v.nullish(v.string(), null),
  signature: v.nullish(v.string(), null),
  recipientName: v.nullish(v.string(), null),
});
export type OrderLine = v.InferOutput<typeof OrderLineSchema>;

export const OrderSchema = v.object({
  orderId: v.string(),
  orderNumber: v.string(),
  shipments: v.array(
    v.object({ shipmentId: v.number(), shippingAddress: AddressOutSchema, lineItems: v.array(OrderLineSchema) }),
  ),
  payments: v.array(
    v.object({
      paymentType: v.string(),
      amount: v.number(),
      amountDisplay: v.string(),
      billingAddress: AddressOutSchema,
    }),
  ),
  shippingMethodName: v.nullish(v.string(), null),
  totals: v.object({
    taxTotal: v.number(),
    taxTotalDisplay: v.string(),
    shippingTotal: v.number(),
    shippingTotalDisplay: v.string(),
    discountTotal: v.number(),
    discountTotalDisplay: v.string(),
    total: v.number(),
    totalDisplay: v.string(),
    giftCardTotal: v.number(),
    giftCardTotalDisplay: v.string(),
    payableTotal: v.number(),
    payableTotalDisplay: v.string(),
  }),
  totalDisplayWeight: v.string(),
  couponCodes: v.array(v.string()),
  greeting: v.nullish(v.string(), null),
  email: v.string(),
  language: v.optional(v.string(), "fi"),
  /** The currency it was bought in (the market's); orders from before markets are in euros. */
  currency: v.optional(v.string(), DEFAULT_CURRENCY),
  createdAt: v.string(),
});
export type Order = v.InferOutput<typeof OrderSchema>;

export const ConsentSchema = v.object({ id: v.string(), text: v.string(), required: v.boolean() });
export type Consent = v.InferOutput<typeof ConsentSchema>;
export const ConsentListSchema = v.object({ consents: v.array(ConsentSchema) });
export type ConsentList = v.InferOutput<typeof ConsentListSchema>;

/** Error bodies of checkout calls: the cart's shape (spec 000 §8). */
export const CheckoutErrorSchema = v.object({
  status: v.number(),
  message: v.string(),
  errors: v.optional(v.array(v.object({ key: v.string(), value: v.string() })), []),
});
export type CheckoutError = v.InferOutput<typeof CheckoutErrorSchema>;
