// The bodies of the cart calls (DESIGN.md worker contract), validated by the worker before anything
// reaches the upstream. Messages are translation keys.
import * as v from "valibot";
import { CustomTabletSchema } from "./custom-tablet.ts";

const Code = v.pipe(
  v.string(/*i18n*/ "cart.code-required"),
  v.trim(),
  v.nonEmpty(/*i18n*/ "cart.code-required"),
  v.maxLength(64, /*i18n*/ "cart.code-too-long"),
);
const Quantity = v.pipe(
  v.number(/*i18n*/ "cart.quantity-number"),
  v.integer(/*i18n*/ "cart.quantity-integer"),
  v.minValue(1, /*i18n*/ "cart.quantity-min"),
  v.maxValue(999, /*i18n*/ "cart.quantity-max"),
);
const ShipmentId = v.pipe(v.number(/*i18n*/ "cart.shipment-number"), v.integer(/*i18n*/ "cart.shipment-number"));

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
