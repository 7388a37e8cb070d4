import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { formatCardExpiry } from "../../shared/rules/card-expiry.ts";
import { CardPaymentBodySchema } from "../../shared/schemas/checkout.ts";

describe("card expiry as people type it", () => {
  it.each([
    ["1230", "12/30"],
    ["12/30", "12/30"],
    ["12 / 30", "12/30"],
    ["12-30", "12/30"],
    ["1/30", "01/30"],
    ["12/2030", "12/30"],
    ["122030", "12/30"],
    [" 0730 ", "07/30"],
  ])("%j becomes %j", (typed, shaped) => {
    expect(formatCardExpiry(typed)).toBe(shaped);
  });

  it.each([
    ["1", "1"],
    ["12", "12"],
    ["1/", "01/"],
    ["12 ", "12/"],
    ["123", "12/3"],
    ["12/203", "12/203"],
    ["", ""],
  ])("keeps a half-typed %j as %j, so deleting and typing on both work", (typed, shaped) => {
    expect(formatCardExpiry(typed)).toBe(shaped);
  });

  const card = { cardNumber: "4111 1111 1111 1111", cvc: "123", holderName: "Maija Meikäläinen" };
  it.each(["1230", "12 / 30", "12/2030"])("the card schema (browser and worker) accepts %j as 12/30", (expiry) => {
    expect(v.parse(CardPaymentBodySchema, { ...card, expiry }).expiry).toBe("12/30");
  });

  it.each(["13/30", "1", "00/30", "12/3"])("the card schema refuses %j", (expiry) => {
    expect(v.safeParse(CardPaymentBodySchema, { ...card, expiry }).success).toBe(false);
  });
});
