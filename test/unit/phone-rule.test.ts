// One phone rule for the forms and the worker (issue 13, spec 001 §5/§8): every prefix the forms offer
// × local numbers of several lengths; the browser's field checks accept exactly what the worker's
// joined-number checks accept, in the tablet designer and in the checkout.
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { CustomTabletSchema } from "../../shared/schemas/custom-tablet.ts";
import { PhoneSchema } from "../../shared/schemas/form-fields.ts";
import {
  DEFAULT_PHONE_PREFIX,
  defaultPhonePrefix,
  isPhoneNumber,
  joinPhone,
  PHONE_MIN_DIGITS,
  PHONE_PREFIXES,
} from "../../shared/rules/phone.ts";
import { ShippingAddressSchema } from "../../shared/schemas/checkout.ts";

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
  for (const countryCode of PHONE_PREFIXES) {
    for (const localNumber of LOCAL_NUMBERS) {
      const expected = localNumber.length >= PHONE_MIN_DIGITS && /^\d+$/.test(localNumber);
      it(`${countryCode} ${localNumber || "(empty)"}: ${expected ? "accepted" : "refused"} by the form, the designer add and the checkout alike`, () => {
        const form = v.safeParse(PhoneSchema, { countryCode, localNumber }).success;
        const joined = joinPhone({ countryCode, localNumber });
        const tablet = v.safeParse(CustomTabletSchema, { ...TABLET, phone: `${countryCode}${localNumber}` }).success;
        const checkout = v.safeParse(ShippingAddressSchema, { ...ADDRESS, phoneNumber: `${countryCode}${localNumber}` }).success;
        expect(form).toBe(expected);
        expect(tablet).toBe(expected);
        expect(checkout).toBe(expected);
        if (expected) expect(isPhoneNumber(joined)).toBe(true);
      });
    }
  }

  it("accepts the spec's default prefix with six digits, the case that was refused (+46123456)", () => {
    expect(isPhoneNumber("+46123456")).toBe(true);
    expect(v.safeParse(CustomTabletSchema, { ...TABLET, phone: "+46123456" }).success).toBe(true);
  });

  it("starts a Finnish or English form at +358 and a Swedish one at +46 (decision 025)", () => {
    expect(defaultPhonePrefix("fi")).toBe("+358");
    expect(defaultPhonePrefix("en")).toBe("+358");
    expect(defaultPhonePrefix("sv")).toBe("+46");
    expect(defaultPhonePrefix("de")).toBe(DEFAULT_PHONE_PREFIX);
    for (const language of ["fi", "en", "sv"]) expect(PHONE_PREFIXES).toContain(defaultPhonePrefix(language));
  });

  it("refuses a prefix the forms do not offer", () => {
    expect(isPhoneNumber("+44123456789")).toBe(false);
    expect(v.safeParse(PhoneSchema, { countryCode: "+44", localNumber: "123456789" }).success).toBe(false);
  });
});
