// The designer's form values and their defaults (spec 001 §5); its rules are tablet-form-rules.ts.
import { TABLET_DEFAULTS } from "../../../../shared/rules/custom-tablet.ts";
import { type CountryInfo, defaultCountryCode, telephonePrefixes } from "../../../../shared/rules/countries.ts";
import { defaultPhonePrefix } from "../../../../shared/rules/phone.ts";
import type { Product, Variation } from "../../../../shared/schemas/catalogue.ts";
import type { I18n } from "@lingui/core";

export interface TabletFormValues {
  flavour: string;
  frontText: string;
  backText: string;
  signature: string;
  name: string;
  address: string;
  postalCode: string;
  city: string;
  countryCode: string;
  phone: { countryCode: string; localNumber: string };
  quantity: number;
}

/** The fields 'continue to recipient' waits for (spec 001 §4). */
export const DESIGN_FIELDS = ["flavour", "frontText", "backText", "signature"] as const;
/** The fields 'send to different recipient' clears. */
export const RECIPIENT_FIELDS = [
  "name",
  "address",
  "postalCode",
  "city",
  "countryCode",
  "phone.countryCode",
  "phone.localNumber",
  "quantity",
] as const;

export function tabletFlavours(product: Product): Variation[] {
  return product.variations.filter((variation) => variation.productType === "CustomTablet");
}

/** The spec's defaults (spec 001 §5), the country and prefix among those the page offers. */
export function defaultTabletValues(
  i18n: I18n,
  flavours: readonly Variation[],
  language: string,
  countries: readonly CountryInfo[],
): TabletFormValues {
  return {
    flavour: flavours[0]?.code ?? "",
    frontText: i18n._("tablet.default.front-text"),
    backText: i18n._("tablet.default.back-text"),
    signature: i18n._("tablet.default.signature"),
    name: "",
    address: "",
    postalCode: "",
    city: "",
    countryCode: defaultCountryCode(countries),
    phone: { countryCode: defaultPhonePrefix(language, telephonePrefixes(countries)), localNumber: "" },
    quantity: TABLET_DEFAULTS.quantity,
  };
}
