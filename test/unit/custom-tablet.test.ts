// The custom tablet rules (spec 001 §5, §9): back text truncation and counter, the schemas' message
// keys, and the phone parsing of stored numbers.
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import type { I18n } from "@lingui/core";
import { fieldErrorsFromIssues } from "../../client/components/form/form-issues.ts";
import { check as checkTabletForm } from "../../client/pages/product/designer/tablet-form-rules.ts";
import { defaultTabletValues } from "../../client/pages/product/designer/tablet-form-values.ts";
import type { Variation } from "../../shared/schemas/catalogue.ts";
import { readCatalog } from "../e2e/fixtures/catalog.ts";
import { backTextCounter, truncateBackText } from "../../shared/rules/custom-tablet.ts";
import {
  CustomTabletSchema,
  TabletFormSchema,
  TabletRecipientSchema,
  TabletTextsSchema,
} from "../../shared/schemas/custom-tablet.ts";
import { PhoneParseError, joinPhone, parsePhone as parseWith } from "../../shared/rules/phone.ts";

/** The spec's recognised prefixes (spec 001 §5), as the demo page models offer them with Estonia's. */
const parsePhone = (stored: string) => parseWith(stored, ["+358", "+354", "+46", "+47", "+45", "+372"]);

const texts = { flavour: "K5001-MILK", frontText: "Paljon onnea!", backText: "Hyvää syntymäpäivää!", signature: "Lämmöllä" };
const recipient = {
  name: "Maija Meikäläinen",
  address: "Satamakatu 1",
  postalCode: "00100",
  city: "Helsinki",
  countryCode: "FIN",
  phone: { countryCode: "+358", localNumber: "401234567" },
  quantity: 1,
};

/** The message key of each failing field, as the designer shows them. */
function messages(schema: v.GenericSchema, input: unknown) {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  return result.success
    ? {}
    : Object.fromEntries(Object.entries(fieldErrorsFromIssues(result.issues)).map(([path, error]) => [path, error?.message]));
}

describe("truncateBackText", () => {
  it("keeps at most 6 lines of at most 50 characters", () => {
    const typed = Array.from({ length: 7 }, (_, index) => `${index + 1}`.padEnd(60, "x")).join("\n");
    const lines = truncateBackText(typed).split("\n");
    expect(lines).toHaveLength(6);
    expect(lines.every((line) => line.length === 50)).toBe(true);
    expect(lines[5]!.startsWith("6")).toBe(true);
  });

  it("leaves text within the limits unchanged and normalises Windows line breaks", () => {
    expect(truncateBackText("Hei\nsinä")).toBe("Hei\nsinä");
    expect(truncateBackText("a\r\nb\rc")).toBe("a\nb\nc");
  });
});

describe("backTextCounter", () => {
  it("counts lines and the longest line against 6 × 50", () => {
    expect(backTextCounter("Hei\nkaikki ystävät\n")).toEqual({ lines: 3, characters: 14, maxLines: 6, maxCharactersPerLine: 50 });
    expect(backTextCounter("")).toMatchObject({ lines: 1, characters: 0 });
  });
});

describe("tablet schemas", () => {
  it("accept a complete tablet", () => {
    expect(v.safeParse(TabletFormSchema, { ...texts, ...recipient }).success).toBe(true);
  });

  it("require the texts and cap front text at 16 and signature at 30", () => {
    expect(messages(TabletTextsSchema, { ...texts, frontText: "  ", signature: "" })).toEqual({
      frontText: "form.required",
      signature: "form.required",
    });
    expect(messages(TabletTextsSchema, { ...texts, frontText: "x".repeat(17), signature: "x".repeat(31) })).toEqual({
      frontText: "form.max-length",
      signature: "form.max-length",
    });
  });

  it("reject back text over 6 lines or 50 characters a line with the lines message", () => {
    expect(messages(TabletTextsSchema, { ...texts, backText: Array(7).fill("a").join("\n") })).toEqual({
      backText: "tablet.back-text-lines",
    });
    expect(messages(TabletTextsSchema, { ...texts, backText: "x".repeat(51) })).toEqual({ backText: "tablet.back-text-lines" });
  });

  it("give the recipient fields the spec's messages with their limits", () => {
    const result = v.safeParse(
      TabletRecipientSchema,
      { ...recipient, name: "M", postalCode: "12", phone: { countryCode: "", localNumber: "123" } },
      { abortPipeEarly: true },
    );
    expect(result.success).toBe(false);
    const errors = fieldErrorsFromIssues(result.issues ?? []);
    expect(errors.name).toEqual({ message: "form.min-length", values: { min: 2 } });
    expect(errors.postalCode?.message).toBe("form.invalid-postal-code");
    expect(errors["phone.countryCode"]?.message).toBe("form.phone-country-required");
    expect(errors["phone.localNumber"]?.message).toBe("form.invalid-phone-number");
  });

  it("reject letters in the postal code and phone number, and an empty country", () => {
    expect(
      messages(TabletRecipientSchema, {
        ...recipient,
        postalCode: "00A00",
        countryCode: "",
        phone: { countryCode: "+46", localNumber: "40-123456" },
      }),
    ).toEqual({
      postalCode: "form.invalid-postal-code",
      countryCode: "form.country-required",
      "phone.localNumber": "form.invalid-phone-number",
    });
  });

  it("limit the quantity to 1–99, falling back to the generic message", () => {
    expect(messages(TabletRecipientSchema, { ...recipient, quantity: 100 })).toEqual({ quantity: "form.invalid" });
    expect(messages(TabletRecipientSchema, { ...recipient, quantity: 0 })).toEqual({ quantity: "form.invalid" });
  });

  it("send every designer field except quantity, with the phone joined", () => {
    const { quantity: _quantity, phone, ...fields } = { ...texts, ...recipient };
    const customTablet = v.parse(CustomTabletSchema, { ...fields, phone: joinPhone(phone) });
    expect(customTablet.phone).toBe("+358401234567");
    expect(v.safeParse(CustomTabletSchema, { ...customTablet, quantity: 1 }).success).toBe(false);
    expect(messages(CustomTabletSchema, { ...customTablet, phone: "+46123" })).toEqual({ phone: "form.invalid-phone-number" });
  });
});

describe("the designer's defaults", () => {
  // The designer shows 'continue' enabled before its rules have loaded (useTabletForm's validUntilChecked).
  it.each(["fi", "en", "sv"])("pass the design rules in %s when there is a flavour", (language) => {
    const catalog = readCatalog(language);
    const i18n = { _: (id: string) => catalog[id] ?? id } as unknown as I18n;
    const flavours = [{ code: "K5001-MILK" } as Variation];
    const errors = checkTabletForm(
      defaultTabletValues(i18n, flavours, language, [{ countryCode: "FIN", countryName: "Suomi", telephonePrefix: "+358" }]),
    );
    expect(Object.keys(errors).filter((path) => ["flavour", "frontText", "backText", "signature"].includes(path))).toEqual([]);
  });
});

describe("parsePhone and joinPhone", () => {
  it("strip spaces and symbols and turn a leading 00 into +", () => {
    expect(parsePhone("+358 40 123 4567")).toEqual({ countryCode: "+358", localNumber: "401234567" });
    expect(parsePhone("00372 5123 456")).toEqual({ countryCode: "+372", localNumber: "5123456" });
    expect(parsePhone("00 46 (70) 123-45-67")).toEqual({ countryCode: "+46", localNumber: "701234567" });
  });

  it.each([
    ["+3541234567", "+354"],
    ["+4712345678", "+47"],
    ["+4512345678", "+45"],
  ])("recognise the prefix of %s", (stored, prefix) => {
    expect(parsePhone(stored).countryCode).toBe(prefix);
  });

  it("fall back to +46 with an empty number for an unknown prefix", () => {
    expect(parsePhone("+1 555 1234")).toEqual({ countryCode: "+46", localNumber: "" });
    expect(parsePhone("0401234567")).toEqual({ countryCode: "+46", localNumber: "" });
  });

  it("throw when a recognised prefix has no number after it", () => {
    expect(() => parsePhone("+358")).toThrow(PhoneParseError);
    expect(() => parsePhone("00 47 ")).toThrow(PhoneParseError);
  });

  it("join the prefix and the local number's digits", () => {
    expect(joinPhone({ countryCode: "+47", localNumber: "12 34 56 78" })).toBe("+4712345678");
    expect(parsePhone(joinPhone({ countryCode: "+358", localNumber: "401234567" }))).toEqual({
      countryCode: "+358",
      localNumber: "401234567",
    });
  });
});
