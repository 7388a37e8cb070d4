// Paying and ordering through the worker on real local D1: gift cards (partial, full, concurrent use),
// the demo card provider (approved, declined, 3-D Secure), and idempotent order creation.
import { env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Cart, CartError } from "../../shared/schemas/cart.ts";
import type { Order, OrderCreated, PaymentDetails, PaymentResult } from "../../shared/schemas/checkout.ts";
import { cents, json, type PickedVariation, pickVariations } from "./cart-fixtures.ts";
import { CARDS, CheckoutShopper, giftCardBalance, setGiftCardBalance, stockOf } from "./checkout-shopper.ts";

const SMALL = "GIFT-0000-1000";
const BIG = "GIFT-0000-9999";

let plenty: PickedVariation;

beforeAll(async () => {
  ({ plenty } = await pickVariations());
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** A shopper with `quantity` of the plenty variation, details and delivery done. */
async function readyShopper(quantity = 3) {
  const shopper = new CheckoutShopper();
  await shopper.add(plenty.code, quantity);
  await shopper.details();
  await shopper.ship("posti-home");
  return shopper;
}

describe("gift cards", () => {
  it("pays part with GIFT-0000-1000 and the card the rest", async () => {
    await setGiftCardBalance(SMALL, 1000);
    const shopper = await readyShopper(3);
    const total = cents(plenty.price) * 3 + 690;
    const applied = await json<PaymentDetails>(await shopper.giftCard(SMALL, "1234"));
    expect(applied.giftCards).toEqual([{ code: "••••••••••1000", amount: 10, display: expect.stringContaining("10") }]);
    expect(cents(applied.amountDue)).toBe(total - 1000);
    expect(applied.requiresCardPayment).toBe(true);
    expect(await giftCardBalance(SMALL)).toBe(0);
    expect((await shopper.pay(CARDS.approved)).resultCode).toBe("Authorised");
    const { orderId } = await json<OrderCreated>(await shopper.order());
    const order = await json<Order>(await shopper.fetch(`/api/me/orders/${orderId}?language=en`));
    expect(cents(order.totals.giftCardTotal)).toBe(1000);
    expect(cents(order.totals.payableTotal)).toBe(total - 1000);
    expect(order.payments.map((payment) => payment.paymentType).sort()).toEqual(["CreditCard", "GiftCard"]);
  });

  it("pays everything with GIFT-0000-9999 with no card step, and removing a card returns its balance", async () => {
    const shopper = await readyShopper(2);
    const total = cents(plenty.price) * 2 + 690;
    const before = await giftCardBalance(BIG);
    const removedFirst = await json<PaymentDetails>(await shopper.giftCard(BIG, "9999"));
    expect(removedFirst.requiresCardPayment).toBe(false);
    expect(await giftCardBalance(BIG)).toBe(before - total);
    const removed = await json<PaymentDetails>(
      await shopper.send("DELETE", shopper.checkout("gift-card"), { code: removedFirst.giftCards[0]!.code }),
    );
    expect(removed.giftCards).toEqual([]);
    expect(await giftCardBalance(BIG)).toBe(before);
    const applied = await json<PaymentDetails>(await shopper.giftCard(BIG, "9999"));
    expect(applied.amountDue).toBe(0);
    const placed = await shopper.order();
    expect(placed.status).toBe(201);
    expect(await giftCardBalance(BIG)).toBe(before - total);
  });

  it("refuses a wrong PIN without touching the balance", async () => {
    await setGiftCardBalance(SMALL, 1000);
    const shopper = await readyShopper(1);
    const response = await shopper.giftCard(SMALL, "0000");
    expect(response.status).toBe(400);
    expect((await json<CartError>(response)).errors[0]).toMatchObject({ key: "code" });
    expect(await giftCardBalance(SMALL)).toBe(1000);
  });

  it("never lets concurrent use take GIFT-0000-1000 below zero", async () => {
    await setGiftCardBalance(SMALL, 1000);
    const shoppers = await Promise.all([1, 2, 3, 4, 5].map(() => readyShopper(2)));
    const responses = await Promise.all(shoppers.map((shopper) => shopper.giftCard(SMALL, "1234")));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    expect(await giftCardBalance(SMALL)).toBe(0);
    const uses = await env.DB.prepare(
      "SELECT SUM(amount_cents) AS total FROM checkout_gift_card_uses WHERE code = ? AND order_id IS NULL",
    )
      .bind(SMALL)
      .first<{ total: number }>();
    expect(uses?.total).toBe(1000);
  });
});

describe("card payments", () => {
  it("declines 4000 0000 0000 0002 with a message and keeps the cart; a retry with 4111 succeeds", async () => {
    const shopper = await readyShopper(1);
    const declined = await shopper.pay(CARDS.declined);
    expect(declined).toMatchObject({ resultCode: "Refused", message: expect.stringContaining("declined") });
    const refused = await shopper.order();
    expect(refused.status).toBe(402);
    const cart = await json<Cart>(await shopper.fetch("/api/me/cart"));
    expect(cart.totalQuantity).toBe(1);
    expect((await shopper.pay(CARDS.approved)).resultCode).toBe("Authorised");
    expect((await shopper.order()).status).toBe(201);
    expect((await json<Cart>(await shopper.fetch("/api/me/cart"))).totalQuantity).toBe(0);
  });

  it("goes through the 3-D Secure challenge, the callback and then places the order", async () => {
    const shopper = await readyShopper(1);
    const result = await shopper.pay(CARDS.challenge);
    expect(result.resultCode).toBe("RedirectShopper");
    const challenge = await shopper.fetch(result.redirectUrl!);
    expect(challenge.status).toBe(200);
    const page = await challenge.text();
    const approve = /href="([^"]+)" id="approve"/.exec(page)![1]!.replace(/&amp;/g, "&");
    const callback = await shopper.fetch(approve, { headers: { referer: "http://shop.test/en/checkout" }, redirect: "manual" });
    expect(callback.status).toBe(302);
    const location = new URL(callback.headers.get("location")!, "http://shop.test");
    expect(location.pathname).toBe("/en/checkout");
    const redirectResult = location.searchParams.get("redirectResult")!;
    const ref = new URL(result.redirectUrl!, "http://shop.test").searchParams.get("ref")!;
    const lookup = await shopper.fetch(`/payment/authentication/result/${ref}/${redirectResult}`);
    expect(await json<PaymentResult>(lookup)).toEqual({ resultCode: "Authorised" });
    expect((await shopper.order(crypto.randomUUID(), { redirectResult: `${redirectResult}x` })).status).toBe(402);
    const placed = await shopper.order(crypto.randomUUID(), { redirectResult });
    expect(placed.status).toBe(201);
  });
});

describe("order creation", () => {
  it("creates one order for two concurrent submits with one key, decrementing stock once", async () => {
    const shopper = await readyShopper(2);
    expect((await shopper.pay(CARDS.approved)).resultCode).toBe("Authorised");
    const stock = await stockOf(plenty.code);
    const key = crypto.randomUUID();
    const [first, second] = await Promise.all([shopper.order(key), shopper.order(key)]);
    const bodies = await Promise.all([json<OrderCreated>(first), json<OrderCreated>(second)]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(bodies[0]).toEqual(bodies[1]);
    expect(await stockOf(plenty.code)).toBe(stock - 2);
    const again = await shopper.order(key);
    expect(await json<OrderCreated>(again)).toEqual(bodies[0]);
    const count = await env.DB.prepare("SELECT COUNT(*) AS n FROM checkout_orders WHERE id = ?")
      .bind(bodies[0]!.orderId)
      .first<{ n: number }>();
    expect(count?.n).toBe(1);
  });

  it("refuses an order without details, delivery, the terms consent or payment", async () => {
    const shopper = new CheckoutShopper();
    await shopper.add(plenty.code, 1);
    expect((await shopper.order()).status).toBe(409);
    await shopper.details();
    expect((await shopper.order()).status).toBe(409);
    await shopper.ship();
    expect((await shopper.order(crypto.randomUUID(), { consents: [] })).status).toBe(400);
    expect((await shopper.order()).status).toBe(402);
  });

  it("answers 409 with an entry per line when the stock ran out", async () => {
    const shopper = await readyShopper(2);
    expect((await shopper.pay(CARDS.approved)).resultCode).toBe("Authorised");
    const stock = await stockOf(plenty.code);
    await env.DB.prepare("UPDATE catalogue_variations SET stock = 1 WHERE code = ?").bind(plenty.code).run();
    const response = await shopper.order();
    expect(response.status).toBe(409);
    expect((await json<CartError>(response)).errors[0]).toMatchObject({ key: plenty.code });
    await env.DB.prepare("UPDATE catalogue_variations SET stock = ? WHERE code = ?").bind(stock, plenty.code).run();
  });

  it("rolls the whole order batch back when a conditional update misses (the assertion row)", async () => {
    const stock = await stockOf(plenty.code);
    const attempt = env.DB.batch([
      env.DB.prepare("UPDATE catalogue_variations SET stock = stock - 1 WHERE code = ?").bind(plenty.code),
      env.DB.prepare("UPDATE catalogue_variations SET stock = stock - 1 WHERE code = 'no-such-code' AND stock >= 1"),
      env.DB.prepare("INSERT INTO checkout_assertions (ok) SELECT 0 WHERE changes() = 0"),
    ]);
    await expect(attempt).rejects.toThrow();
    expect(await stockOf(plenty.code)).toBe(stock);
  });
});
