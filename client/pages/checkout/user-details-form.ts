// The checkout user-details form (spec 001 §3, §5): its fields, its rules (user-details-rules.ts,
// loaded with the checkout's steps), initial values from the saved address, and the address it
// sends to the details call.
import { PhoneParseError, defaultPhonePrefix, joinPhone, parsePhone } from "../../../shared/rules/phone.ts";
import type { Address, ShippingAddressInput } from "../../../shared/schemas/checkout.ts";
import { lazyRules } from "../../components/form/form-rules.ts";

export const CHECKOUT_COUNTRIES = ["FIN", "SWE", "NOR", "DNK", "ISL", "EST"] as const;

export const userDetailsRules = lazyRules(() => import("./user-details-rules.ts"));

export interface UserDetailsValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: { countryCode: string; localNumber: string };
  shippingAddress: string;
  shippingPostalCode: string;
  shippingCity: string;
  shippingCountryCode: string;
}

function savedPhone(stored: string | undefined, language: string) {
  const empty = { countryCode: defaultPhonePrefix(language), localNumber: "" };
  try {
    return stored ? parsePhone(stored) : empty;
  } catch (error) {
    // A prefix with no number: start the number over rather than fail the page.
    if (error instanceof PhoneParseError) return empty;
    throw error;
  }
}

export function initialUserDetails(saved: Address | null, language: string): UserDetailsValues {
  return {
    firstName: saved?.firstName ?? "",
    lastName: saved?.lastName ?? "",
    email: saved?.email ?? "",
    phone: savedPhone(saved?.phoneNumber, language),
    shippingAddress: saved?.line1 ?? "",
    shippingPostalCode: saved?.postalCode ?? "",
    shippingCity: saved?.city ?? "",
    shippingCountryCode: saved?.countryCode ?? CHECKOUT_COUNTRIES[0],
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
