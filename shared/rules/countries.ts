// The countries the shop offers in its forms (spec 001 §3 "Country info", from the page model): the
// checkout's and the tablet designer's country select, their phone prefix select, and the worker's
// check of what they send. One list, so the browser and the worker agree on it.
import { isPhoneNumber } from "./phone.ts";

export interface CountryInfo {
  /** ISO 3166-1 alpha-3, as the addresses carry it ("FIN"). */
  countryCode: string;
  /** In the page's language ("Suomi", "Finland"). */
  countryName: string;
  telephonePrefix: string;
}

/** The spec's default recipient country (spec 001 §5). */
export const DEFAULT_COUNTRY_CODE = "FIN";

/** Each offered prefix once, in the countries' order (two countries may share one). */
export function telephonePrefixes(countries: readonly CountryInfo[]): string[] {
  return [...new Set(countries.map((country) => country.telephonePrefix))];
}

/** The country a new form starts with: Finland when offered, else the first offered. */
export function defaultCountryCode(countries: readonly CountryInfo[]): string {
  return countries.some((country) => country.countryCode === DEFAULT_COUNTRY_CODE)
    ? DEFAULT_COUNTRY_CODE
    : (countries[0]?.countryCode ?? DEFAULT_COUNTRY_CODE);
}

export function countryNamed(countries: readonly CountryInfo[], code: string): CountryInfo | undefined {
  return countries.find((country) => country.countryCode === code);
}

/** What a form sent where the shop asks for a country: a country code, a joined phone number, or both. */
export interface CountryFields {
  countryCode?: string;
  phone?: string;
}

/** The fields of a form's values the offered countries refuse: "countryCode", "phone" or none. */
export function unofferedFields(countries: readonly CountryInfo[], fields: CountryFields): (keyof CountryFields)[] {
  const refused: (keyof CountryFields)[] = [];
  if (fields.countryCode !== undefined && !countryNamed(countries, fields.countryCode)) refused.push("countryCode");
  if (fields.phone !== undefined && !isPhoneNumber(fields.phone, telephonePrefixes(countries))) refused.push("phone");
  return refused;
}
