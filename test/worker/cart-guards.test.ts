// The guards of the cart proxy: same origin, JSON only, and bodies validated with field-level messages
// in the shopper's language before anything reaches the upstream.
import { beforeAll, describe, expect, it } from "vitest";
import type { Cart, CartError } from "../../shared/schemas/cart.ts";
import { goodTablet, json, type PickedVariation, pickVariations } from "./cart-fixtures.ts";
import { CookieJar } from "./cookie-jar.ts";

let plenty: PickedVariation;
let tablet: PickedVariation;

beforeAll(async () => {
  ({ plenty, tablet } = await pickVariations());
});

describe("guards", () => {
  const shopper = new CookieJar();

  it.each([
    ["a foreign Origin", { origin: "https://evil.test" }],
    ["Origin null", { origin: "null" }],
    ["no Origin and a cross-site fetch", { origin: "", "sec-fetch-site": "cross-site" }],
    ["no Origin and no fetch metadata", { origin: "" }],
  ])("refuses %s with 403 JSON", async (_, headers) => {
    const init = {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({ code: "X", quantity: 1 }),
    };
    if (!headers.origin) delete (init.headers as Record<string, string>).origin;
    const response = await shopper.fetch("/api/me/cart/add", init);
    expect(response.status).toBe(403);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await json<CartError>(response)).toMatchObject({ status: 403, errors: [] });
  });

  it("accepts a same-origin fetch without Origin", async () => {
    const response = await shopper.fetch("/api/me/cart/add", {
      method: "POST",
      headers: { "content-type": "application/json", "sec-fetch-site": "same-origin" },
      body: JSON.stringify({ code: plenty.code, quantity: 1 }),
    });
    expect(response.status).toBe(200);
  });

  it.each([["text/plain"], ["application/x-www-form-urlencoded"], [""]])(
    "refuses a same-origin Content-Type %o with 415",
    async (type) => {
      const headers: Record<string, string> = { origin: "http://shop.test" };
      if (type) headers["content-type"] = type;
      const response = await shopper.fetch("/api/me/cart/add", {
        method: "POST",
        headers,
        body: JSON.stringify({ code: plenty.code, quantity: 1 }),
      });
      expect(response.status).toBe(415);
      expect(response.headers.getSetCookie()).toEqual([]);
    },
  );

  it("refuses malformed JSON with 400", async () => {
    const response = await shopper.fetch("/api/me/cart/add", {
      method: "POST",
      headers: { origin: "http://shop.test", "content-type": "application/json" },
      body: "{code:",
    });
    expect(response.status).toBe(400);
    expect(await json<CartError>(response)).toMatchObject({ status: 400, errors: [] });
  });

  it.each([
    [0, "The quantity must be at least 1."],
    [1000, "The quantity can be at most 999."],
    [1.5, "Enter the quantity as a whole number."],
  ])("refuses quantity %s with a field-level message and leaves the cart unchanged", async (quantity, message) => {
    const before = await json<Cart>(await shopper.fetch("/api/me/cart"));
    const response = await shopper.post("/api/me/cart/add?language=en", { code: plenty.code, quantity });
    expect(response.status).toBe(400);
    expect(await json<CartError>(response)).toEqual({
      status: 400,
      message: expect.any(String),
      errors: [{ key: "quantity", value: message }],
    });
    const after = await json<Cart>(await shopper.fetch("/api/me/cart"));
    expect(after.allLineItems).toEqual(before.allLineItems);
  });

  it("translates field messages into the shopper's language", async () => {
    const response = await shopper.post("/api/me/cart/quantity?language=sv", { code: plenty.code, quantity: 0, shipmentId: -1 });
    expect((await json<CartError>(response)).errors).toEqual([{ key: "quantity", value: "Antalet måste vara minst 1." }]);
  });

  it("rejects unknown and missing fields", async () => {
    const response = await shopper.post("/api/me/cart/add?language=en", { code: plenty.code, quantity: 1, price: 0 });
    expect(response.status).toBe(400);
    expect((await json<CartError>(response)).errors).toEqual([{ key: "price", value: "This field is not accepted here." }]);
    const missing = await shopper.post("/api/me/cart/quantity?language=en", { code: plenty.code, quantity: 2 });
    expect((await json<CartError>(missing)).errors).toEqual([{ key: "shipmentId", value: "This field is required." }]);
  });

  it("refuses a tablet with a bad field with 400 naming the field", async () => {
    const shopper = new CookieJar();
    const response = await shopper.post("/api/me/cart/add?language=en", {
      code: tablet.code,
      quantity: 1,
      customTablet: { ...goodTablet(tablet.code), frontText: "x".repeat(17) },
    });
    expect(response.status).toBe(400);
    expect((await json<CartError>(response)).errors).toEqual([
      { key: "customTablet.frontText", value: "Enter at most 16 characters." },
    ]);
    expect((await json<Cart>(await shopper.fetch("/api/me/cart"))).totalQuantity).toBe(0);
    const lines = await shopper.post("/api/me/cart/add", {
      code: tablet.code,
      quantity: 1,
      customTablet: { ...goodTablet(tablet.code), backText: "a\nb\nc\nd\ne\nf\ng" },
    });
    expect((await json<CartError>(lines)).errors).toEqual([
      { key: "customTablet.backText", value: expect.stringContaining("6") },
    ]);
  });
});
