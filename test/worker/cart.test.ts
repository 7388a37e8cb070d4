// Cart edits end to end through the worker's proxy and the embedded backend's carts on real local D1:
// whole-cart answers, totals, stock, custom tablet shipments and upstream failures.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Cart, CartError } from "../../shared/schemas/cart.ts";
import { cents, goodTablet as design, json, type PickedVariation, pickVariations } from "./cart-fixtures.ts";
import { CookieJar } from "./cookie-jar.ts";

let plenty: PickedVariation;
let discounted: PickedVariation;
let low: PickedVariation;
let soldOut: PickedVariation;
let tablet: PickedVariation;

beforeAll(async () => {
  ({ plenty, discounted, low, soldOut, tablet } = await pickVariations());
});
afterEach(() => {
  vi.restoreAllMocks();
});

const goodTablet = () => design(tablet.code);

describe("cart edits", () => {
  it("answers an empty cart to a shopper without a session, minting no session for it", async () => {
    const response = await new CookieJar().fetch("/api/me/cart?language=sv");
    expect(response.headers.get("set-cookie")).toBeNull();
    const cart = await json<Cart>(response);
    expect(cart).toMatchObject({ totalQuantity: 0, allLineItems: [], totalDisplayPrice: expect.stringContaining("€") });
  });

  it("starts a session's cart empty with the default shipment", async () => {
    const shopper = new CookieJar();
    const added = await json<Cart>(await shopper.post("/api/me/cart/add", { code: plenty.code, quantity: 1 }));
    await shopper.post("/api/me/cart/delete", { code: plenty.code, shipmentId: added.shipments[0]!.id });
    const cart = await json<Cart>(await shopper.fetch("/api/me/cart"));
    expect(cart.shipments).toHaveLength(1);
    expect(cart.shipments[0]!.lineItems).toEqual([]);
    expect(cart).toMatchObject({
      totalQuantity: 0,
      totalPrice: 0,
      totalTax: 0,
      couponCodes: [],
      greeting: null,
      isGiftCardApplied: false,
    });
  });

  it("adds, merges, removes, sets quantity and deletes, answering the whole cart with correct totals", async () => {
    const shopper = new CookieJar();
    const response = await shopper.post("/api/me/cart/add?language=en", { code: plenty.code, quantity: 2 });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    let cart = await json<Cart>(response);
    const line = cart.allLineItems[0]!;
    expect(line).toMatchObject({
      code: plenty.code,
      quantity: 2,
      shipmentId: cart.shipments[0]!.id,
      hasDiscountedPrice: false,
      isCustomTablet: false,
    });
    expect(line.placedPrice).toBe(plenty.price);
    expect(line.placedPriceString).toContain("€");
    expect(line.productUrl).toContain(`?code=${plenty.code}`);

    cart = await json<Cart>(await shopper.post("/api/me/cart/add", { code: plenty.code, quantity: 3, shipmentId: -1 }));
    expect(cart.allLineItems).toHaveLength(1);
    expect(cart.totalQuantity).toBe(5);

    cart = await json<Cart>(await shopper.post("/api/me/cart/add", { code: discounted.code, quantity: 2 }));
    const sale = cart.allLineItems.find((item) => item.code === discounted.code)!;
    expect(sale.hasDiscountedPrice).toBe(true);
    expect(sale.discountedPriceString).toBeTruthy();
    expect(cents(sale.extendedPrice)).toBe(cents(discounted.discounted_price!) * 2);
    const total = cents(plenty.price) * 5 + cents(discounted.discounted_price!) * 2;
    expect(cents(cart.totalPrice)).toBe(total);
    expect(cents(cart.totalTax)).toBe(Math.round((total * 0.14) / 1.14));
    expect(cents(cart.paymentProviderAmount)).toBe(total);
    expect(cart.totalWeight).toBe(plenty.weight_grams! * 5 + (discounted.weight_grams ?? 0) * 2);

    cart = await json<Cart>(await shopper.post("/api/me/cart/remove", { code: plenty.code, quantity: 2, shipmentId: -1 }));
    expect(cart.allLineItems.find((item) => item.code === plenty.code)!.quantity).toBe(3);
    cart = await json<Cart>(
      await shopper.post("/api/me/cart/quantity", { code: plenty.code, quantity: 7, shipmentId: cart.shipments[0]!.id }),
    );
    expect(cart.allLineItems.find((item) => item.code === plenty.code)!.quantity).toBe(7);
    expect(cart.totalQuantity).toBe(9);
    cart = await json<Cart>(await shopper.post("/api/me/cart/delete", { code: discounted.code }));
    expect(cart.allLineItems.map((item) => item.code)).toEqual([plenty.code]);
    cart = await json<Cart>(await shopper.post("/api/me/cart/remove", { code: plenty.code, quantity: 999 }));
    expect(cart.allLineItems).toEqual([]);
    expect(cart.shipments).toHaveLength(1);
  });

  it("formats display strings in the call's language", async () => {
    const shopper = new CookieJar();
    const fi = await json<Cart>(await shopper.post("/api/me/cart/add?language=fi", { code: plenty.code, quantity: 1 }));
    const en = await json<Cart>(await shopper.fetch("/api/me/cart?language=en"));
    expect(fi.totalDisplayPrice).toMatch(/^\d+,\d\d\s€$/);
    expect(en.totalDisplayPrice).toMatch(/^€\d+\.\d\d$/);
    const sv = await json<Cart>(await shopper.fetch("/api/me/cart", { headers: { referer: "http://shop.test/sv/produkter" } }));
    expect(sv.totalDisplayPrice).toMatch(/^\d+,\d\d\s€$/);
  });

  it("respects stock with 409 and a message in the shopper's language", async () => {
    const shopper = new CookieJar();
    let response = await shopper.post("/api/me/cart/add?language=en", { code: low.code, quantity: low.stock + 1 });
    expect(response.status).toBe(409);
    let error = await json<CartError>(response);
    expect(error.errors).toEqual([
      { key: "cart.insufficient-stock", value: expect.stringMatching(new RegExp(`^Only ${low.stock} left of `)) },
    ]);

    await shopper.post("/api/me/cart/add", { code: low.code, quantity: low.stock });
    response = await shopper.post("/api/me/cart/add?language=fi", { code: low.code, quantity: 1 });
    expect(response.status).toBe(409);
    error = await json<CartError>(response);
    expect(error.errors[0]!.value).toContain(`vain ${low.stock} kpl`);
    response = await shopper.post("/api/me/cart/quantity", { code: low.code, quantity: low.stock + 1, shipmentId: -1 });
    expect(response.status).toBe(409);

    response = await shopper.post("/api/me/cart/add?language=en", { code: soldOut.code, quantity: 1 });
    expect(response.status).toBe(409);
    expect((await json<CartError>(response)).errors[0]).toMatchObject({
      key: "cart.out-of-stock",
      value: expect.stringContaining("out of stock"),
    });

    const cart = await json<Cart>(await shopper.fetch("/api/me/cart"));
    expect(cart.totalQuantity).toBe(low.stock);
  });

  it("answers 404 in the error shape for an unknown product or a line not in the cart", async () => {
    const shopper = new CookieJar();
    const unknown = await shopper.post("/api/me/cart/add", { code: "NO-SUCH-CODE", quantity: 1 });
    expect(unknown.status).toBe(404);
    expect(await json<CartError>(unknown)).toMatchObject({ status: 404, errors: [{ key: "cart.unknown-product" }] });
    const missing = await shopper.post("/api/me/cart/delete", { code: plenty.code, shipmentId: -1 });
    expect(missing.status).toBe(404);
  });
});

describe("custom tablets", () => {
  it("puts a good tablet in its own shipment with every designer field; removing it removes the shipment", async () => {
    const shopper = new CookieJar();
    await shopper.post("/api/me/cart/add", { code: plenty.code, quantity: 1 });
    const response = await shopper.post("/api/me/cart/add", { code: tablet.code, quantity: 3, customTablet: goodTablet() });
    expect(response.status).toBe(200);
    let cart = await json<Cart>(response);
    expect(cart.shipments).toHaveLength(2);
    const shipment = cart.shipments[1]!;
    expect(shipment.lineItems).toHaveLength(1);
    const fields = goodTablet();
    expect(shipment.lineItems[0]).toMatchObject({
      code: tablet.code,
      quantity: 3,
      shipmentId: shipment.id,
      isCustomTablet: true,
      flavour: fields.flavour,
      frontText: fields.frontText,
      backText: fields.backText,
      signature: fields.signature,
      recipientName: fields.name,
      recipientAddress: fields.address,
      recipientPostalCode: fields.postalCode,
      recipientCity: fields.city,
      recipientCountry: fields.countryCode,
      recipientPhone: fields.phone,
    });
    cart = await json<Cart>(
      await shopper.post("/api/me/cart/add", { code: tablet.code, quantity: 1, customTablet: { ...fields, name: "Eino Leino" } }),
    );
    expect(cart.shipments).toHaveLength(3);
    expect(cart.totalQuantity).toBe(5);

    cart = await json<Cart>(await shopper.post("/api/me/cart/delete", { code: tablet.code, shipmentId: shipment.id }));
    expect(cart.shipments.map((entry) => entry.id)).not.toContain(shipment.id);
    expect(cart.shipments).toHaveLength(2);
  });

  it("refuses a tablet variation without a design and a design on a normal product", async () => {
    const shopper = new CookieJar();
    expect((await shopper.post("/api/me/cart/add", { code: tablet.code, quantity: 1 })).status).toBe(400);
    const normal = await shopper.post("/api/me/cart/add", { code: plenty.code, quantity: 1, customTablet: goodTablet() });
    expect(normal.status).toBe(400);
    expect((await json<CartError>(normal)).errors[0]!.key).toBe("cart.not-custom-tablet");
  });
});

describe("upstream failures", () => {
  it("answers 502 JSON with a clear message when the cart call fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
      const url = new Request(input).url;
      if (url.endsWith("/connect/token"))
        return Response.json({ access_token: "remote-token-0123456789abcdef", expires_in: 1800 });
      return new Response("<html>Internal error with stack trace</html>", { status: 500 });
    });
    const response = await new CookieJar().post(
      "/api/me/cart/add?language=en",
      { code: plenty.code, quantity: 1 },
      {},
      { UPSTREAM_ORIGIN: "https://commerce.invalid" },
    );
    expect(response.status).toBe(502);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({ status: 502, message: expect.stringMatching(/could not be updated/), errors: [] });
    expect(body).not.toContain("stack");
  });
});
