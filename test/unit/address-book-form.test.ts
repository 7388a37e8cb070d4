// The address book's form (issue 42): an address of the book opens with its values and is sent back
// as it was, under the checkout's delivery address rules; and the checkout fills itself from the
// default address only while nothing has been written in it.
import { describe, expect, it } from "vitest";
import type { CountryInfo } from "../../shared/rules/countries.ts";
import type { MemberAddress } from "../../shared/schemas/member.ts";
import { address as check } from "../../client/pages/member/account-rules.ts";
import { addressFormValues, toAddressBody } from "../../client/pages/member/address-book.ts";
import { initialUserDetails, isBlank } from "../../client/pages/checkout/user-details-form.ts";

const COUNTRIES: CountryInfo[] = [
  { countryCode: "FIN", countryName: "Suomi", telephonePrefix: "+358" },
  { countryCode: "EST", countryName: "Viro", telephonePrefix: "+372" },
];

const COTTAGE: MemberAddress = {
  id: "1b4e28ba-2fa1-11d2-883f-0016d3cca427",
  firstName: "Elina",
  lastName: "Koskinen",
  phoneNumber: "+3725123456",
  line1: "Mökkitie 7",
  line2: null,
  postalCode: "41900",
  city: "Petäjävesi",
  countryCode: "EST",
  isDefault: true,
};

describe("the address book's form", () => {
  it("opens an address with its values and sends it back unchanged", () => {
    const values = addressFormValues(COTTAGE, "fi", COUNTRIES);
    expect(values.phone).toEqual({ countryCode: "+372", localNumber: "5123456" });
    expect(check(values)).toEqual({});
    const { id: _id, ...body } = COTTAGE;
    expect(toAddressBody(values)).toEqual(body);
  });

  it("opens a new address empty, in the shop's country and the language's prefix, and not as the default", () => {
    const values = addressFormValues(null, "fi", COUNTRIES);
    expect(values).toMatchObject({ firstName: "", shippingCountryCode: "FIN", phone: { countryCode: "+358" }, isDefault: false });
  });

  it("refuses what the checkout refuses, each field with its own message", () => {
    const values = { ...addressFormValues(COTTAGE, "fi", COUNTRIES), shippingPostalCode: "4I900", firstName: "E" };
    const errors = check(values);
    expect(errors.shippingPostalCode?.message).toBe("form.invalid-postal-code");
    expect(errors.firstName).toEqual({ message: "form.min-length", values: { min: 2 } });
    expect(check({ ...values, firstName: "", shippingPostalCode: "41900" }).firstName?.message).toBe("form.required");
  });
});

describe("the checkout's fill from the default address", () => {
  it("counts a form as empty only while no field has been written in", () => {
    const empty = initialUserDetails(null, "fi", COUNTRIES);
    expect(isBlank(empty)).toBe(true);
    expect(isBlank({ ...empty, shippingCity: "Tampere" })).toBe(false);
    expect(isBlank({ ...empty, phone: { ...empty.phone, localNumber: "40" } })).toBe(false);
    expect(isBlank(initialUserDetails({ ...COTTAGE, email: "elina@example.com" }, "fi", COUNTRIES))).toBe(false);
  });
});
