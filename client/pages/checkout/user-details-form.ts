// The checkout user-details form (spec 001 §3, §5): its fields, initial values from the saved
// address, and the address it sends to the details call. The member's address book edits a delivery
// address with the same values; the checkout's rules are in user-details-rules.ts (loaded on first use).
import { type CountryInfo, countryNamed, defaultCountryCode, telephonePrefixes } from "../../../shared/rules/countries.ts";
import { PhoneParseError, defaultPhonePrefix, joinPhone, parsePhone } from "../../../shared/rules/phone.ts";
import type { Address, ShippingAddressInput } from "../../../shared/schemas/checkout.ts";

/** A delivery address as the checkout and the member's address book edit it. */
export interface DeliveryAddressValues {
  firstName: string;
  lastName: string;
  phone: { countryCode: string; localNumber: string };
  shippingAddress: string;
  shippingPostalCode: string;
  shippingCity: string;
  shippingCountryCode: string;
}

export interface UserDetailsValues extends DeliveryAddressValues {
  email: string;
}

/** The fields of a saved address the form starts from (the checkout's, or one of the member's book). */
export type SavedAddress = Pick<
  Address,
  "firstName" | "lastName" | "phoneNumber" | "line1" | "postalCode" | "city" | "countryCode"
> & {
  email?: string;
};

/** Whether nothing was written in the form yet: what the checkout fills from a member's default address. */
export function isBlank(values: UserDetailsValues): boolean {
  const { firstName, lastName, email, phone, shippingAddress, shippingPostalCode, shippingCity } = values;
  return [firstName, lastName, email, phone.localNumber, shippingAddress, shippingPostalCode, shippingCity].every(
    (text) => text.trim() === "",
  );
}

function savedPhone(stored: string | undefined, language: string, prefixes: readonly string[]) {
  const empty = { countryCode: defaultPhonePrefix(language, prefixes), localNumber: "" };
  try {
    const parsed = stored ? parsePhone(stored, prefixes) : empty;
    // A number whose prefix the page no longer offers starts over at the shopper's own.
    return prefixes.includes(parsed.countryCode) ? parsed : empty;
  } catch (error) {
    // A prefix with no number: start the number over rather than fail the page.
    if (error instanceof PhoneParseError) return empty;
    throw error;
  }
}

/** The saved address's values, its country and prefix only when the page still offers them. */
export function initialUserDetails(
  saved: SavedAddress | null,
  language: string,
  countries: readonly CountryInfo[],
): UserDetailsValues {
  const savedCountry = saved && countryNamed(countries, saved.countryCode) ? saved.countryCode : null;
  return {
    firstName: saved?.firstName ?? "",
    lastName: saved?.lastName ?? "",
    email: saved?.email ?? "",
    phone: savedPhone(saved?.phoneNumber, language, telephonePrefixes(countries)),
    shippingAddress: saved?.line1 ?? "",
    shippingPostalCode: saved?.postalCode ?? "",
    shippingCity: saved?.city ?? "",
    shippingCountryCode: savedCountry ?? defaultCountryCode(countries),
  };
}

export function toShippingAddress(values: UserDetailsValues, countryName: string): ShippingAddressInput {
  const trimmed = (text: string) => text.trim();
  return {
    firstName: trimmed(values.firstName),
    lastName: trimmed(values.lastName),
    email: trimmed(values.email),
    phoneNumber: joinPhone(values.phone),
    line1: trimmed(values.shippingAddress),
    line2: null,
    postalCode: trimmed(values.shippingPostalCode),
    city: trimmed(values.shippingCity),
    countryCode: values.shippingCountryCode,
    countryName,
    regionName: null,
    name: `${trimmed(values.firstName)} ${trimmed(values.lastName)}`,
  };
}
