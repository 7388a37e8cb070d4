// The custom tablet designer's schemas (spec 001 §5, §9) over the limits of shared/rules/custom-tablet.ts.
// Messages are translation keys; the browser shows them, the worker answers them.
import * as v from "valibot";
import { TABLET_LIMITS } from "../rules/custom-tablet.ts";
import { between, JoinedPhoneSchema, PhoneSchema, required } from "./form-fields.ts";

const postalCode = v.pipe(
  required(/*i18n*/ "form.required"),
  v.regex(/^[\d ]+$/, /*i18n*/ "form.invalid-postal-code"),
  v.minLength(TABLET_LIMITS.postalCode.min, /*i18n*/ "form.invalid-postal-code"),
  v.maxLength(TABLET_LIMITS.postalCode.max, /*i18n*/ "form.invalid-postal-code"),
);

export const TabletTextsSchema = v.object({
  flavour: required(/*i18n*/ "form.required"),
  frontText: v.pipe(required(/*i18n*/ "form.required"), v.maxLength(TABLET_LIMITS.frontText, /*i18n*/ "form.max-length")),
  backText: v.pipe(
    required(/*i18n*/ "form.required"),
    v.maxLength(TABLET_LIMITS.backTextTotal, /*i18n*/ "form.max-length"),
    v.check((text) => text.split("\n").length <= TABLET_LIMITS.backTextLines, /*i18n*/ "tablet.back-text-lines"),
    v.check(
      (text) => text.split("\n").every((line) => line.length <= TABLET_LIMITS.backTextLineLength),
      /*i18n*/ "tablet.back-text-lines",
    ),
  ),
  signature: v.pipe(required(/*i18n*/ "form.required"), v.maxLength(TABLET_LIMITS.signature, /*i18n*/ "form.max-length")),
});

export const TabletRecipientSchema = v.object({
  name: between(TABLET_LIMITS.text.min, TABLET_LIMITS.text.max),
  address: between(TABLET_LIMITS.text.min, TABLET_LIMITS.text.max),
  postalCode,
  city: between(TABLET_LIMITS.text.min, TABLET_LIMITS.text.max),
  countryCode: v.pipe(required("form.country-required"), v.minLength(2, /*i18n*/ "form.country-required")),
  phone: PhoneSchema,
  quantity: v.pipe(v.number(), v.integer(), v.minValue(TABLET_LIMITS.quantity.min), v.maxValue(TABLET_LIMITS.quantity.max)),
});

/** The designer form as a whole (design + recipients). */
export const TabletFormSchema = v.object({ ...TabletTextsSchema.entries, ...TabletRecipientSchema.entries });
export type TabletForm = v.InferOutput<typeof TabletFormSchema>;

/** The `customTablet` object sent with add-to-cart: every designer field except quantity, phone joined. */
export const CustomTabletSchema = v.strictObject({
  ...TabletTextsSchema.entries,
  name: TabletRecipientSchema.entries.name,
  address: TabletRecipientSchema.entries.address,
  postalCode,
  city: TabletRecipientSchema.entries.city,
  countryCode: TabletRecipientSchema.entries.countryCode,
  phone: JoinedPhoneSchema,
});
export type CustomTablet = v.InferOutput<typeof CustomTabletSchema>;
