// Checkout through the worker's proxy and the embedded backend on real local D1: coupons, greeting,
// delivery, guards, consents cache and who may see a cart or an order.
import { env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Cart, CartError } from "../../shared/schemas/cart.ts";
import type { CheckoutState, ConsentList, Order, OrderCreated } from "../../shared/schemas/checkout.ts";
import { consentsCacheKey } from "../../worker/routes/checkout.ts";
import { embeddedBackend } from "../../worker/upstream/embedded/backend.ts";
import { cents, json, type PickedVariation, pickVariations } from "./cart-fixtures.ts";
import { ADDRESS, CARDS, CheckoutShopper } from "./checkout-shopper.ts";
import { CookieJar, ORIGIN } from "./cookie-jar.ts";

let plenty: PickedVariation;

beforeAll(async () => {
  ({ plenty } = await pickVariations());
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("coupons and delivery", () => {
  it("WELCOME10 takes 10 % off the items; FREESHIP makes delivery free", async () => {
    const shopper = new CheckoutShopper();
    await shopper.add(plenty.code, 3);
    const items = cents(plenty.price) * 3;
    let state = await shopper.ship("posti-home");
    expect(state.shippingMethod).toMatchObject({ id: "posti-home", price: 6.9 });
    expect(cents(state.cart.totalPrice)).toBe(items + 690);

    const welcome = await json<Cart>(await shopper.coupon("welcome10"));
    const discount = Math.round(items * 0.1);
    expect(welcome.couponCodes).toEqual(["WELCOME10"]);
    expect(welcome.hasPromotions).toBe(true);
    expect(cents(welcome.promotionsSavedAmount)).toBe(discount);
    expect(cents(welcome.totalPrice)).toBe(items - discount + 690);
    expect(cents(welcome.paymentProviderAmount)).toBe(items - discount + 690);

    const freeShip = await json<Cart>(await shopper.coupon("FREESHIP"));
    expect(freeShip.couponCodes).toEqual(["FREESHIP"]);
    expect(freeShip.shippingTotalPrice).toBe(0);
    expect(cents(freeShip.totalPrice)).toBe(items);
    state = await json<CheckoutState>(await shopper.fetch(shopper.checkout("shipping")));
    expect(state.shippingMethod?.price).toBe(0);
    expect(state.deliveryWidget?.html_snippet).toContain("data_changed");

    const removed = await json<Cart>(await shopper.coupon(""));
    expect(removed.couponCodes).toEqual([]);
    expect(cents(removed.totalPrice)).toBe(items + 690);
  });

  it("refuses an unknown coupon with a field entry and keeps the cart", async () => {
    const shopper = new CheckoutShopper();
    await shopper.add(plenty.code, 1);
    const response = await shopper.coupon("NOPE");
    expect(response.status).toBe(400);
    const error = await json<CartError>(response);
    expect(error.errors[0]).toMatchObject({ key: "couponCode" });
  });

  it("offers a delivery widget with three carriers and two pick-up points, and refuses unknown methods", async () => {
    const shopper = new CheckoutShopper();
    await shopper.add(plenty.code, 1);
    const state = await json<CheckoutState>(await shopper.fetch(shopper.checkout("shipping")));
    expect(state.deliveryWidget?.html_snippet.match(/type="radio"/g)).toHaveLength(5);
    expect(state.shippingMethod).toBeNull();
    expect((await shopper.send("PUT", shopper.checkout("shipping"), { shippingMethod: "zeppelin" })).status).toBe(400);
  });

  it("stores the details and answers them in the checkout state", async () => {
    const shopper = new CheckoutShopper();
    await shopper.add(plenty.code, 1);
    const state = await shopper.details();
    expect(state.shippingAddress).toMatchObject(ADDRESS);
  });
});

describe("greeting", () => {
  it("keeps up to 800 characters, refuses 801 and removes an empty one", async () => {
    const shopper = new CheckoutShopper();
    await shopper.add(plenty.code, 1);
    const long = "x".repeat(800);
    const saved = await json<Cart>(await shopper.send("PUT", shopper.checkout("greeting"), { greeting: long }));
    expect(saved.greeting).toBe(long);
    const tooLong = await shopper.send("PUT", shopper.checkout("greeting"), { greeting: `${long}x` });
    expect(tooLong.status).toBe(400);
    expect((await json<CartError>(tooLong)).errors[0]).toMatchObject({ key: "greeting" });
    const cleared = await json<Cart>(await shopper.send("PUT", shopper.checkout("greeting"), { greeting: "" }));
    expect(cleared.greeting).toBeNull();
  });
});

describe("guards", () => {
  it("refuses bad bodies with field errors and forwards nothing", async () => {
    const shopper = new CheckoutShopper();
    await shopper.add(plenty.code, 1);
    const upstream = vi.spyOn(embeddedBackend, "fetch");
    const bad = await shopper.send("PUT", shopper.checkout("details"), {
      shippingAddress: { ...ADDRESS, email: "not-an-email", postalCode: "12", phoneNumber: "+3584" },
    });
    expect(bad.status).toBe(400);
    const keys = (await json<CartError>(bad)).errors.map((entry) => entry.key);
    expect(keys).toEqual(
      expect.arrayContaining(["shippingAddress.email", "shippingAddress.postalCode", "shippingAddress.phoneNumber"]),
    );
    expect((await shopper.send("POST", shopper.checkout("payment"), { ...CARDS.approved, expiry: "13/30" })).status).toBe(400);
    expect(
      (await shopper.send("POST", shopper.checkout("order"), { consents: [], isBecomeKaarnaMember: false, idempotencyKey: "x" }))
        .status,
    ).toBe(400);
    expect((await shopper.send("POST", shopper.checkout("gift-card"), { code: "GIFT-0000-1000" })).status).toBe(400);
    expect(upstream).not.toHaveBeenCalled();
  });

  it("refuses a cross-origin call with 403", async () => {
    const shopper = new CheckoutShopper();
    await shopper.add(plenty.code, 1);
    const response = await shopper.send(
      "PUT",
      shopper.checkout("coupon"),
      { couponCode: "WELCOME10" },
      { origin: "https://evil.test" },
    );
    expect(response.status).toBe(403);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  it("refuses a write without a session with the anonymous-id error and forwards nothing", async () => {
    const shopper = new CheckoutShopper();
    shopper.cartId = 1;
    const upstream = vi.spyOn(embeddedBackend, "fetch");
    for (const [method, step, body] of [
      ["PUT", "details", { shippingAddress: ADDRESS }],
      ["PUT", "coupon", { couponCode: "WELCOME10" }],
      ["POST", "gift-card", { code: "GIFT-0000-1000", pin: "1234" }],
    ] as const) {
      const response = await shopper.send(method, shopper.checkout(step), body);
      expect(response.status, step).toBe(400);
      expect((await json<CartError>(response)).message).toBe("Anonymous ID not available for checkout mutation.");
    }
    const finnish = await shopper.send("PUT", shopper.checkout("coupon").replace("language=en", "language=fi"), {
      couponCode: "WELCOME10",
    });
    expect((await json<CartError>(finnish)).message).toBe("Anonyymi tunniste puuttuu: kassan tietoja ei voi muuttaa.");
    expect(upstream).not.toHaveBeenCalled();
    expect(shopper.setCookies).toEqual([]);
  });

  it("answers 404 for another shopper's cart", async () => {
    const owner = new CheckoutShopper();
    await owner.add(plenty.code, 1);
    const other = new CheckoutShopper();
    await other.add(plenty.code, 1);
    other.cartId = owner.cartId;
    expect((await other.fetch(other.checkout("shipping"))).status).toBe(404);
    expect((await other.coupon("WELCOME10")).status).toBe(404);
  });
});

describe("consents", () => {
  it("lists the consents in the language and serves them again from the cache", async () => {
    await env.PAGE_MODELS.delete(consentsCacheKey("sv"));
    const first = await json<ConsentList>(await new CookieJar().fetch("/api/me/checkout/consents?language=sv"));
    expect(first.consents.length).toBeGreaterThanOrEqual(2);
    expect(first.consents.find((consent) => consent.id === "terms")).toMatchObject({ required: true });
    const upstream = vi.spyOn(embeddedBackend, "fetch");
    const second = await json<ConsentList>(await new CookieJar().fetch("/api/me/checkout/consents?language=sv"));
    expect(second).toEqual(first);
    expect(upstream).not.toHaveBeenCalled();
  });
});

describe("orders", () => {
  it("shows an order only to the session that placed it", async () => {
    const shopper = new CheckoutShopper();
    await shopper.add(plenty.code, 1);
    await shopper.details();
    await shopper.ship();
    expect((await shopper.pay(CARDS.approved)).resultCode).toBe("Authorised");
    const placed = await shopper.order();
    expect(placed.status).toBe(201);
    const { orderId, orderNumber } = await json<OrderCreated>(placed);
    expect(orderNumber).toMatch(/^KA-\d{6,}$/);
    const own = await shopper.fetch(`/api/me/orders/${orderId}?language=en`);
    expect(own.status).toBe(200);
    const order = await own.json<Order>();
    expect(order).toMatchObject({ orderNumber, email: ADDRESS.email });
    // The line keeps what the cart line said: list price, brands and category path (for analytics).
    const [line] = order.shipments.flatMap((shipment) => shipment.lineItems);
    expect(line).toMatchObject({ code: plenty.code, quantity: 1, placedPrice: plenty.price });
    expect(line!.extendedPrice).toBe(plenty.discounted_price ?? plenty.price);
    expect(line!.brands.length).toBeGreaterThan(0);
    expect(line!.categories.length).toBeGreaterThan(0);

    const stranger = new CheckoutShopper();
    await stranger.add(plenty.code, 1);
    expect((await stranger.fetch(`/api/me/orders/${orderId}`)).status).toBe(404);
    expect((await new CookieJar().fetch(`/api/me/orders/${orderId}`)).status).toBe(404);
  });
});

describe("fault switch", () => {
  it("fails or passes the named upstream call only when FAULTS names it", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const shopper = new CheckoutShopper();
    const cart = await shopper.add(plenty.code, 1);
    const quantity = { code: plenty.code, quantity: 2, shipmentId: cart.shipments[0]!.id };
    const faults = { FAULTS: "cart.quantity:fail,checkout.coupon:fail" };
    expect((await shopper.post("/api/me/cart/quantity", quantity, {}, faults)).status).toBe(502);
    const coupon = await shopper.fetch(
      shopper.checkout("coupon"),
      {
        method: "PUT",
        headers: { origin: ORIGIN, "content-type": "application/json" },
        body: JSON.stringify({ couponCode: "" }),
      },
      faults,
    );
    expect(coupon.status).toBe(502);
    expect((await shopper.post("/api/me/cart/add", { code: plenty.code, quantity: 1 }, {}, faults)).status).toBe(200);
    expect((await shopper.post("/api/me/cart/quantity", quantity)).status).toBe(200);
  });
});

describe("purchase pages", () => {
  it.each([
    ["/fi/ostoskori", "Cart"],
    ["/en/checkout", "Checkout"],
    ["/sv/orderbekraftelse", "OrderConfirmation"],
  ])("serves %s as a %s page", async (url, type) => {
    const response = await new CookieJar().fetch(`/api/cda/content?contentUrl=${url}`);
    expect(response.status).toBe(200);
    const model = await json<{ contentType: string[] }>(response);
    expect(model.contentType.at(-1)).toBe(type);
  });
});
