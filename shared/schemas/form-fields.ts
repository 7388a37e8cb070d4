// The fields the shop's forms share (the checkout's details, the tablet designer's recipient): each
// message is a translation key of the catalog's form part, shown by the browser and answered by the
// worker, so both say the same.
import * as v from "valibot";
import { isInternationalPhoneNumber, isLocalPhoneNumber, isPhonePrefix } from "../rules/phone.ts";

export const required = (key = /*i18n*/ "form.required") => v.pipe(v.string(key), v.trim(), v.nonEmpty(key));

export const between = (min: number, max: number) =>
  v.pipe(required(), v.minLength(min, /*i18n*/ "form.min-length"), v.maxLength(max, /*i18n*/ "form.max-length"));

/**
 * A phone number as the forms take it: a prefix (spec 001 §5: required, at least 3 characters; the
 * select offers only the page model's) and a local number of digits.
 */
export const PhoneSchema = v.object({
  countryCode: v.pipe(
    required(/*i18n*/ "form.phone-country-required"),
    v.check(isPhonePrefix, /*i18n*/ "form.phone-country-required"),
  ),
  localNumber: v.pipe(required(), v.check(isLocalPhoneNumber, /*i18n*/ "form.invalid-phone-number")),
});

/** A joined number as the calls carry it; whether its prefix is offered is the worker's check (countries.ts). */
export const JoinedPhoneSchema = v.pipe(required(), v.check(isInternationalPhoneNumber, /*i18n*/ "form.invalid-phone-number"));
