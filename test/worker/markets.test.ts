// Markets and currency (issue 13) through the worker and the embedded backend on real
// local D1 and KV: the choice is a validated same-origin call that sets an HttpOnly cookie; listings,
// product pages, the cart, the checkout and orders are in the chosen market's currency; junk or a
// forged market is the default one; a euro gift card waits in another currency and is given back.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { formatPrice } from "../../shared/rules/locale.ts";
import type { Cart } from "../../shared/schemas/cart.ts";
import type { ListingResponse } from "../../shared/schemas/catalogue.ts";
import type { Order, OrderCreated } from "../../shared/schemas/checkout.ts";
import { marketPrice } from "../../worker/upstream/embedded/price-lists.ts";
import { json, type PickedVariation, pickVariations } from "./cart-fixtures.ts";
import { CARDS, CheckoutShopper } from "./checkout-shopper.ts";
import { CookieJar, ORIGIN } from "./cookie-jar.ts";

const MARKET_COOKIE = "__Host-kaarna-market";
let plenty: PickedVariation;
let product: { url: string; category: string };

beforeAll(async () => {
  ({ plenty } = await pickVariations());
  product = (await env.DB.prepare(
    `SELECT t.url, p.category_code AS category FROM catalogue_variations v JOIN catalogue_products p ON p.code = v.product_code
     JOIN catalogue_product_texts t ON t.product_code = p.code AND t.language = 'en' WHERE v.code = ?`,
  )
    .bind(plenty.code)
    .first<{ url: string; category: string }>())!;
});

/** A shopper who chose `market` in the widget. */
async function shopperIn(market: string) {
  const shopper = new CheckoutShopper();
  const chosen = await shopper.send("PUT", "/api/me/market?language=en", { market });
  expect(chosen.status).toBe(200);
  return shopper;
}

const sek = (euros: number) => formatPrice(marketPrice(euros, "SE"), "en", "SEK");
const eur = (euros: number) => formatPrice(euros, "en", "EUR");

describe("choosing a market", () => {
  it("keeps the choice in an HttpOnly host cookie for a year and answers the market in use", async () => {
    const shopper = new CookieJar();
    const response = await shopper.fetch("/api/me/market", {
      method: "PUT",
      headers: { origin: ORIGIN, "content-type": "application/json" },
      body: JSON.stringify({ market: "NO" }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ market: "NO" });
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${MARKET_COOKIE}=`));
    expect(cookie).toMatch(/^__Host-kaarna-market=NO; Max-Age=31536000; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
  });

  it("refuses a market the shop does not sell in with a field message, a cross-site call and a non-JSON body", async () => {
    const shopper = new CheckoutShopper();
    const unknown = await shopper.send("PUT", "/api/me/market?language=en", { market: "DE" });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({
      errors: [{ key: "market", value: "Choose one of the shop's countries: Finland, Sweden or Norway." }],
    });
    const crossSite = await shopper.send("PUT", "/api/me/market", { market: "SE" }, { origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
    const text = await shopper.fetch("/api/me/market", {
      method: "PUT",
      headers: { origin: ORIGIN, "content-type": "text/plain" },
      body: "market=SE",
    });
    expect(text.status).toBe(415);
    expect(shopper.cookies.has(MARKET_COOKIE)).toBe(false);
  });
});

describe("prices in the market's currency", () => {
  it("lists a category in kronor for Sweden, in euros by default and for a forged market cookie", async () => {
    const path = `/api/products?category=${product.category}&language=en&pageSize=48`;
    const priceOf = (listing: ListingResponse) =>
      listing.productViewModels.find((card) => card.firstVariationCode === plenty.code)?.placedPriceString;

    expect(priceOf(await json<ListingResponse>(await new CookieJar().fetch(`${path}&market=SE`)))).toBe(sek(plenty.price));
    const forged = new CookieJar();
    forged.cookies.set(MARKET_COOKIE, "XX");
    const fallback = await forged.fetch(path);
    expect(priceOf(await json<ListingResponse>(fallback))).toBe(eur(plenty.price));
    // Without a market in the address the answer is the cookie's, so browsers must not share it.
    expect(fallback.headers.get("vary")).toBe("Cookie");
    const swede = await shopperIn("SE");
    expect(priceOf(await json<ListingResponse>(await swede.fetch(path)))).toBe(sek(plenty.price));
    expect((await new CookieJar().fetch(`${path}&market=DE`)).status).toBe(400);
  });

  it("renders a product page in the shopper's currency, each market from its own cache entry", async () => {
    const swede = await shopperIn("SE");
    const page = await (await swede.fetch(product.url)).text();
    expect(page).toContain(sek(plenty.price));
    expect(page).toContain('"priceCurrency":"SEK"');
    expect(page).toMatch(/"market":"SE"/);
    const finn = await (await new CookieJar().fetch(product.url)).text();
    expect(finn).toContain(eur(plenty.price));
    expect(finn).toContain('"priceCurrency":"EUR"');
    expect(await env.PAGE_MODELS.get(`${product.url.toLowerCase()}?market=SE`)).not.toBeNull();
    expect(await env.PAGE_MODELS.get(product.url.toLowerCase())).not.toBeNull();
  });
});

describe("the cart and checkout in the market's currency", () => {
  it("prices the cart in kronor and again in euros when the shopper changes market", async () => {
    const shopper = await shopperIn("SE");
    const cart = await shopper.add(plenty.code, 2);
    expect(cart.currency).toBe("SEK");
    expect(cart.allLineItems[0]!.placedPriceString).toBe(sek(plenty.price));
    expect(cart.totalPrice).toBeCloseTo(2 * marketPrice(plenty.discounted_price ?? plenty.price, "SE"), 2);

    expect((await shopper.send("PUT", "/api/me/market?language=en", { market: "FI" })).status).toBe(200);
    const again = await json<Cart>(await shopper.fetch("/api/me/cart?language=en"));
    expect(again.currency).toBe("EUR");
    expect(again.allLineItems[0]!.placedPriceString).toBe(eur(plenty.price));
    expect(again.allLineItems[0]!.quantity).toBe(2);
  });

  it("places an order in kronor, refuses a euro gift card there and gives back one reserved before", async () => {
    const shopper = new CheckoutShopper();
    await shopper.add(plenty.code, 1);
    await shopper.details();
    await shopper.ship();
    const balance = () =>
      env.DB.prepare("SELECT balance_cents AS n FROM checkout_gift_cards WHERE code = 'GIFT-0000-9999'").first<number>("n");
    const before = await balance();
    expect((await shopper.giftCard("GIFT-0000-9999", "9999")).status).toBe(200);
    expect(await balance()).toBeLessThan(before!);

    expect((await shopper.send("PUT", "/api/me/market?language=en", { market: "SE" })).status).toBe(200);
    const payment = await shopper.paymentDetails();
    expect(payment.giftCards).toEqual([]);
    expect(payment.amountDueDisplay).toMatch(/SEK/);
    const refused = await shopper.giftCard("GIFT-0000-9999", "9999");
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ message: "Gift cards hold euros: they can be used in the Finnish shop" });

    expect((await shopper.pay(CARDS.approved)).resultCode).toBe("Authorised");
    const placed = await shopper.order();
    expect(placed.status).toBe(201);
    const { orderId } = await json<OrderCreated>(placed);
    const order = await json<Order>(await shopper.fetch(`/api/me/orders/${orderId}?language=en`));
    expect(order.currency).toBe("SEK");
    expect(order.totals.totalDisplay).toMatch(/SEK/);
    expect(order.payments.map((entry) => entry.paymentType)).not.toContain("GiftCard");
    // The reservation went back to the card in full.
    expect(await balance()).toBe(before);
  });

  it("does not take a payment made in one currency for an order in another", async () => {
    const shopper = await shopperIn("SE");
    await shopper.add(plenty.code, 1);
    await shopper.details();
    await shopper.ship();
    expect((await shopper.pay(CARDS.approved)).resultCode).toBe("Authorised");
    expect((await shopper.send("PUT", "/api/me/market?language=en", { market: "FI" })).status).toBe(200);
    // Even where the two amounts happen to be the same number, kronor are not euros.
    const due = Math.round((await shopper.paymentDetails()).amountDue * 100);
    await env.DB.prepare("UPDATE checkout_payments SET amount_cents = ? WHERE cart_id = ? AND status = 'authorised'")
      .bind(due, shopper.cartId)
      .run();
    expect((await shopper.order()).status).toBe(402);
  });
});
