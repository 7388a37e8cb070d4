// One phone rule for the forms and the worker (issues 13 and 42, spec 001 §3 "Country info", §5/§8):
// every prefix the page model's countries offer × local numbers of several lengths; the browser's
// field checks accept exactly what the worker's joined-number checks accept, in the tablet designer
// and in the checkout, Estonia's +372 among them.
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { type CountryInfo, defaultCountryCode, telephonePrefixes, unofferedFields } from "../../shared/rules/countries.ts";
import {
  DEFAULT_PHONE_PREFIX,
  defaultPhonePrefix,
  isPhoneNumber,
  joinPhone,
  PHONE_MIN_DIGITS,
} from "../../shared/rules/phone.ts";
import { CustomTabletSchema } from "../../shared/schemas/custom-tablet.ts";
import { PhoneSchema } from "../../shared/schemas/form-fields.ts";
import { ShippingAddressSchema } from "../../shared/schemas/checkout.ts";

/** The demo site's countries, as its page models carry them. */
const COUNTRIES: CountryInfo[] = [
  { countryCode: "FIN", countryName: "Finland", telephonePrefix: "+358" },
  { countryCode: "SWE", countryName: "Sweden", telephonePrefix: "+46" },
  { countryCode: "NOR", countryName: "Norway", telephonePrefix: "+47" },
  { countryCode: "DNK", countryName: "Denmark", telephonePrefix: "+45" },
  { countryCode: "ISL", countryName: "Iceland", telephonePrefix: "+354" },
  { countryCode: "EST", countryName: "Estonia", telephonePrefix: "+372" },
];
const PREFIXES = telephonePrefixes(COUNTRIES);
const LOCAL_NUMBERS = ["12345", "123456", "1234567", "401234567", "123456789012", "12a456", ""];

const TABLET = {
  flavour: "milk",
  frontText: "Hyvää",
  backText: "Kiitos",
  signature: "Maija",
  name: "Aino Virtanen",
  address: "Mannerheimintie 1",
  postalCode: "00100",
  city: "Helsinki",
  countryCode: "FIN",
};
const ADDRESS = {
  firstName: "Aino",
  lastName: "Virtanen",
  email: "aino@example.com",
  line1: "Mannerheimintie 1",
  postalCode: "00100",
  city: "Helsinki",
  countryCode: "FIN",
};

describe("the phone rule", () => {
  for (const countryCode of PREFIXES) {
    for (const localNumber of LOCAL_NUMBERS) {
      const expected = localNumber.length >= PHONE_MIN_DIGITS && /^\d+$/.test(localNumber);
      it(`${countryCode} ${localNumber || "(empty)"}: ${expected ? "accepted" : "refused"} by the form, the designer add and the checkout alike`, () => {
        const form = v.safeParse(PhoneSchema, { countryCode, localNumber }).success;
        const joined = joinPhone({ countryCode, localNumber });
        const tablet = v.safeParse(CustomTabletSchema, { ...TABLET, phone: joined }).success && isPhoneNumber(joined, PREFIXES);
        const checkout =
          v.safeParse(ShippingAddressSchema, { ...ADDRESS, phoneNumber: joined }).success && isPhoneNumber(joined, PREFIXES);
        expect(form).toBe(expected);
        expect(tablet).toBe(expected);
        expect(checkout).toBe(expected);
      });
    }
  }

  it("accepts an Estonian number where Estonia is offered, and not where it is not", () => {
    expect(isPhoneNumber("+3725123456", PREFIXES)).toBe(true);
    expect(unofferedFields(COUNTRIES, { countryCode: "EST", phone: "+3725123456" })).toEqual([]);
    const withoutEstonia = COUNTRIES.filter((country) => country.countryCode !== "EST");
    expect(unofferedFields(withoutEstonia, { countryCode: "EST", phone: "+3725123456" })).toEqual(["countryCode", "phone"]);
  });

  it("reads the longest offered prefix, so +3548… is Iceland's and never a shorter one's", () => {
    expect(isPhoneNumber("+3541234567", ["+35", "+354"])).toBe(true);
    expect(isPhoneNumber("+354123", ["+35", "+354"])).toBe(false);
  });

  it("accepts the spec's default prefix with six digits (+46123456)", () => {
    expect(isPhoneNumber("+46123456", PREFIXES)).toBe(true);
    expect(v.safeParse(CustomTabletSchema, { ...TABLET, phone: "+46123456" }).success).toBe(true);
  });

  it("starts a Finnish or English form at +358 and a Swedish one at +46 when offered", () => {
    expect(defaultPhonePrefix("fi", PREFIXES)).toBe("+358");
    expect(defaultPhonePrefix("en", PREFIXES)).toBe("+358");
    expect(defaultPhonePrefix("sv", PREFIXES)).toBe("+46");
    expect(defaultPhonePrefix("de", PREFIXES)).toBe(DEFAULT_PHONE_PREFIX);
    expect(defaultPhonePrefix("fi", ["+372", "+46"])).toBe("+372");
    expect(defaultPhonePrefix("fi", [])).toBe("+358");
  });

  it("starts a form in Finland when offered, else in the first country offered", () => {
    expect(defaultCountryCode(COUNTRIES)).toBe("FIN");
    expect(defaultCountryCode(COUNTRIES.slice(1))).toBe("SWE");
  });

  it("refuses a prefix no country offers, and a shape no phone has", () => {
    expect(isPhoneNumber("+44123456789", PREFIXES)).toBe(false);
    expect(v.safeParse(PhoneSchema, { countryCode: "358", localNumber: "123456789" }).success).toBe(false);
    expect(v.safeParse(CustomTabletSchema, { ...TABLET, phone: "040 123 4567" }).success).toBe(false);
  });
});
