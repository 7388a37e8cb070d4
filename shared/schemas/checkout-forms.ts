// The checkout's form schemas (spec 000 §7, 001 §5): the shipping address and the demo card form.
// The worker validates the request bodies with them (checkout.ts re-exports them in the contract),
// and the browser's form rules check the same fields, importing this module alone: the contract's
// other schemas stay out of the browser, which only types the answers.
import * as v from "valibot";
import { formatCardExpiry } from "../rules/card-expiry.ts";
import { CHECKOUT_LIMITS } from "../rules/field-limits.ts";
import { between, JoinedPhoneSchema, PhoneSchema, required } from "./form-fields.ts";

const optionalText = (max: number) =>
  v.optional(v.nullable(v.pipe(v.string(/*i18n*/ "form.invalid"), v.trim(), v.maxLength(max, /*i18n*/ "form.max-length"))), null);

const { name, postalCode } = CHECKOUT_LIMITS;

export const ShippingAddressSchema = v.object({
  firstName: between(name.min, name.max),
  lastName: between(name.min, name.max),
  email: v.pipe(
    required(),
    v.email(/*i18n*/ "checkout-error.invalid-email"),
    v.maxLength(CHECKOUT_LIMITS.emailMax, /*i18n*/ "form.max-length"),
  ),
  phoneNumber: JoinedPhoneSchema,
  line1: between(name.min, name.max),
  line2: optionalText(name.max),
  postalCode: v.pipe(
    required(),
    v.regex(/^[\d ]+$/, /*i18n*/ "form.invalid-postal-code"),
    v.minLength(postalCode.min, /*i18n*/ "form.invalid-postal-code"),
    v.maxLength(postalCode.max, /*i18n*/ "form.invalid-postal-code"),
  ),
  city: between(name.min, name.max),
  countryCode: v.pipe(
    required("form.country-required"),
    v.minLength(CHECKOUT_LIMITS.countryCodeMin, /*i18n*/ "form.country-required"),
    v.maxLength(3, /*i18n*/ "form.country-required"),
  ),
  countryName: optionalText(name.max),
  regionName: optionalText(name.max),
  name: optionalText(name.max),
});
export type ShippingAddress = v.InferOutput<typeof ShippingAddressSchema>;

const address = ShippingAddressSchema.entries;

/**
 * A delivery address as the forms ask for it (the checkout's details, a member's address book): the
 * address's own rules, with the phone as a prefix and a local number.
 */
export const DeliveryAddressFormSchema = v.object({
  firstName: address.firstName,
  lastName: address.lastName,
  phone: PhoneSchema,
  shippingAddress: address.line1,
  shippingPostalCode: address.postalCode,
  shippingCity: address.city,
  shippingCountryCode: address.countryCode,
});
export type ShippingAddressInput = v.InferInput<typeof ShippingAddressSchema>;

/** The demo card provider's form. Card data is never logged. */
export const CardPaymentBodySchema = v.strictObject({
  cardNumber: v.pipe(
    required(),
    v.transform((value) => value.replace(/[\s-]/g, "")),
    v.regex(/^\d{12,19}$/, /*i18n*/ "checkout-error.invalid-card-number"),
  ),
  expiry: v.pipe(
    required(),
    v.transform(formatCardExpiry),
    v.regex(/^(0[1-9]|1[0-2])\/\d{2}$/, /*i18n*/ "checkout-error.invalid-expiry"),
  ),
  cvc: v.pipe(required(), v.regex(/^\d{3,4}$/, /*i18n*/ "checkout-error.invalid-cvc")),
  holderName: between(name.min, name.max),
});
export type CardPaymentBody = v.InferOutput<typeof CardPaymentBodySchema>;
