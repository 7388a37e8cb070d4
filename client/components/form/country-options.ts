// The page model's countries (spec 001 §3 "Country info") as a form's options: the country select
// and the phone prefix select of the checkout and the tablet designer.
import { type CountryInfo, telephonePrefixes } from "../../../shared/rules/countries.ts";
import type { SelectOption } from "./SelectField.tsx";

export function countryOptions(countries: readonly CountryInfo[]): SelectOption[] {
  return countries.map((country) => ({ value: country.countryCode, label: country.countryName }));
}

/** Each prefix once, named by its countries ("+47 Norway"), so a shopper knows which is whose. */
export function phonePrefixOptions(countries: readonly CountryInfo[]): SelectOption[] {
  return telephonePrefixes(countries).map((prefix) => {
    const names = countries.filter((country) => country.telephonePrefix === prefix).map((country) => country.countryName);
    return { value: prefix, label: `${prefix} ${names.join(", ")}` };
  });
}
