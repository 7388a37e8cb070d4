// A shopper for checkout tests: a cart filled through the worker, JSON calls with any method, and the
// steps up to payment (details, delivery).
import { env } from "cloudflare:test";
import type { Cart } from "../../shared/schemas/cart.ts";
import type { CheckoutState, PaymentDetails, PaymentResult } from "../../shared/schemas/checkout.ts";
import { json } from "./cart-fixtures.ts";
import { CookieJar, ORIGIN } from "./cookie-jar.ts";

export const ADDRESS = {
  firstName: "Aino",
  lastName: "Virtanen",
  email: "aino@example.com",
  phoneNumber: "+358401234567",
  line1: "Mannerheimintie 1 A 2",
  postalCode: "00100",
  city: "Helsinki",
  countryCode: "FIN",
};

export const CARDS = {
  approved: { cardNumber: "4111 1111 1111 1111", expiry: "12/39", cvc: "123", holderName: "Aino Virtanen" },
  challenge: { cardNumber: "4000 0000 0000 3220", expiry: "12/39", cvc: "123", holderName: "Aino Virtanen" },
  declined: { cardNumber: "4000 0000 0000 0002", expiry: "12/39", cvc: "123", holderName: "Aino Virtanen" },
};

export class CheckoutShopper extends CookieJar {
  cartId = 0;

  send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    return this.fetch(path, {
      method,
      headers: { origin: ORIGIN, "content-type": "application/json", ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  checkout(step: string) {
    return `/api/me/checkout/${this.cartId}/${step}?language=en`;
  }

  async add(code: string, quantity: number): Promise<Cart> {
    const cart = await json<Cart>(await this.post("/api/me/cart/add?language=en", { code, quantity }));
    this.cartId = cart.id;
    return cart;
  }

  async details(): Promise<CheckoutState> {
    return json<CheckoutState>(await this.send("PUT", this.checkout("details"), { shippingAddress: ADDRESS }));
  }

  async ship(method = "posti-home"): Promise<CheckoutState> {
    return json<CheckoutState>(await this.send("PUT", this.checkout("shipping"), { shippingMethod: method }));
  }

  async coupon(couponCode: string) {
    return this.send("PUT", this.checkout("coupon"), { couponCode });
  }

  async giftCard(code: string, pin: string) {
    return this.send("POST", this.checkout("gift-card"), { code, pin });
  }

  async paymentDetails(): Promise<PaymentDetails> {
    return json<PaymentDetails>(await this.fetch(this.checkout("payment")));
  }

  async pay(card: (typeof CARDS)[keyof typeof CARDS]): Promise<PaymentResult> {
    return json<PaymentResult>(await this.send("POST", this.checkout("payment"), card));
  }

  order(idempotencyKey: string = crypto.randomUUID(), extra: Record<string, unknown> = {}) {
    return this.send("POST", this.checkout("order"), {
      consents: ["terms"],
      isBecomeKaarnaMember: false,
      idempotencyKey,
      ...extra,
    });
  }
}

export async function setGiftCardBalance(code: string, cents: number) {
  await env.DB.prepare("UPDATE checkout_gift_cards SET balance_cents = ? WHERE code = ?").bind(cents, code).run();
}

export async function giftCardBalance(code: string): Promise<number> {
  const row = await env.DB.prepare("SELECT balance_cents FROM checkout_gift_cards WHERE code = ?")
    .bind(code)
    .first<{ balance_cents: number }>();
  return row!.balance_cents;
}

export async function stockOf(code: string): Promise<number> {
  const row = await env.DB.prepare("SELECT stock FROM catalogue_variations WHERE code = ?").bind(code).first<{ stock: number }>();
  return row!.stock;
}
