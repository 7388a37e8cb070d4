// The cart (spec 000 §3, 001 §3) and the bodies of the cart calls (DESIGN.md worker contract).
// Request bodies are validated by the worker before anything reaches the upstream.
import * as v from "valibot";
import { CustomTabletSchema } from "../rules/custom-tablet.ts";

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
  shipments: v.array(v.object({ id: v.number(), lineItems: v.array(LineItemSchema) })),
  allLineItems: v.array(LineItemSchema),
  totalQuantity: v.number(),
  totalWeight: v.number(),
  totalDisplayWeight: v.string(),
  totalTax: v.number(),
  totalDisplayTax: v.string(),
  shippingTotalPrice: v.number(),
  shippingTotalDisplayPrice: v.string(),
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

const Code = v.pipe(v.string("cart.code-required"), v.trim(), v.nonEmpty("cart.code-required"), v.maxLength(64, "cart.code-too-long"));
const Quantity = v.pipe(
  v.number("cart.quantity-number"),
  v.integer("cart.quantity-integer"),
  v.minValue(1, "cart.quantity-min"),
  v.maxValue(999, "cart.quantity-max"),
);
const ShipmentId = v.pipe(v.number("cart.shipment-number"), v.integer("cart.shipment-number"));

export const AddToCartSchema = v.strictObject({
  code: Code,
  quantity: Quantity,
  shipmentId: v.optional(ShipmentId),
  customTablet: v.optional(CustomTabletSchema),
});
export const RemoveFromCartSchema = v.strictObject({ code: Code, quantity: Quantity, shipmentId: v.optional(ShipmentId, -1) });
export const DeleteFromCartSchema = v.strictObject({ code: Code, shipmentId: v.optional(ShipmentId, -1) });
export const UpdateQuantitySchema = v.strictObject({ code: Code, quantity: Quantity, shipmentId: ShipmentId });

export type AddToCart = v.InferOutput<typeof AddToCartSchema>;

/** Error bodies of cart calls (spec 000 §8): a list of entries shown as warning snackbars. */
export const CartErrorSchema = v.object({
  status: v.number(),
  message: v.string(),
  errors: v.optional(v.array(v.object({ key: v.string(), value: v.string() })), []),
});
export type CartError = v.InferOutput<typeof CartErrorSchema>;
