// The checkout's own rows beside a cart: address and shipping method, open gift card applications,
// coupons and demo payments. Pricing is in checkout-view.ts; the order transaction in place-order.ts.
import type { Address } from "../../../../shared/schemas/checkout.ts";

export interface CheckoutRecord {
  address: Address | null;
  shippingMethodId: string | null;
}

export interface GiftCardUse {
  code: string;
  amountCents: number;
}

export interface CouponRow {
  code: string;
  kind: "percent" | "free-shipping";
  percent: number;
}

export interface PaymentRow {
  ref: string;
  cart_id: number;
  status: "authorised" | "pending" | "refused" | "cancelled" | "consumed";
  amount_cents: number;
  /** The market's currency the amount is in. */
  currency: string;
  card_last4: string | null;
}

export type CheckoutStore = ReturnType<typeof checkoutStore>;

export function checkoutStore(db: D1Database) {
  const now = () => new Date().toISOString();
  return {
    async record(cartId: number): Promise<CheckoutRecord> {
      const row = await db
        .prepare("SELECT shipping_address, shipping_method FROM checkout_state WHERE cart_id = ?")
        .bind(cartId)
        .first<{ shipping_address: string | null; shipping_method: string | null }>();
      return {
        address: row?.shipping_address ? (JSON.parse(row.shipping_address) as Address) : null,
        shippingMethodId: row?.shipping_method ?? null,
      };
    },

    async saveAddress(cartId: number, address: Address) {
      await db
        .prepare(
          `INSERT INTO checkout_state (cart_id, shipping_address, updated_at) VALUES (?1, ?2, ?3)
           ON CONFLICT (cart_id) DO UPDATE SET shipping_address = ?2, updated_at = ?3`,
        )
        .bind(cartId, JSON.stringify(address), now())
        .run();
    },

    async saveShippingMethod(cartId: number, methodId: string) {
      await db
        .prepare(
          `INSERT INTO checkout_state (cart_id, shipping_method, updated_at) VALUES (?1, ?2, ?3)
           ON CONFLICT (cart_id) DO UPDATE SET shipping_method = ?2, updated_at = ?3`,
        )
        .bind(cartId, methodId, now())
        .run();
    },

    async coupon(code: string): Promise<CouponRow | null> {
      return db
        .prepare("SELECT code, kind, percent FROM checkout_coupons WHERE code = ? AND active = 1")
        .bind(code)
        .first<CouponRow>();
    },

    async setCoupons(cartId: number, codes: string[]) {
      await db
        .prepare("UPDATE commerce_carts SET coupon_codes = ?, updated_at = ? WHERE id = ?")
        .bind(JSON.stringify(codes), now(), cartId)
        .run();
    },

    async setGreeting(cartId: number, greeting: string | null) {
      await db.prepare("UPDATE commerce_carts SET greeting = ?, updated_at = ? WHERE id = ?").bind(greeting, now(), cartId).run();
    },

    async giftCardUses(cartId: number): Promise<GiftCardUse[]> {
      const { results } = await db
        .prepare("SELECT code, amount_cents FROM checkout_gift_card_uses WHERE cart_id = ? AND order_id IS NULL ORDER BY id")
        .bind(cartId)
        .all<{ code: string; amount_cents: number }>();
      return results.map((row) => ({ code: row.code, amountCents: row.amount_cents }));
    },

    async payment(ref: string): Promise<PaymentRow | null> {
      return db
        .prepare("SELECT ref, cart_id, status, amount_cents, currency, card_last4 FROM checkout_payments WHERE ref = ?")
        .bind(ref)
        .first<PaymentRow>();
    },

    /** The newest open authorisation of the cart, if any. */
    async authorisedPayment(cartId: number): Promise<PaymentRow | null> {
      return db
        .prepare(
          "SELECT ref, cart_id, status, amount_cents, currency, card_last4 FROM checkout_payments WHERE cart_id = ? AND status = 'authorised' ORDER BY created_at DESC LIMIT 1",
        )
        .bind(cartId)
        .first<PaymentRow>();
    },

    /** A new payment replaces the cart's earlier open ones. */
    async insertPayment(payment: Omit<PaymentRow, "ref">): Promise<string> {
      const ref = crypto.randomUUID();
      await db.batch([
        db
          .prepare("UPDATE checkout_payments SET status = 'cancelled' WHERE cart_id = ? AND status IN ('authorised', 'pending')")
          .bind(payment.cart_id),
        db
          .prepare(
            "INSERT INTO checkout_payments (ref, cart_id, status, amount_cents, currency, card_last4, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
          )
          .bind(ref, payment.cart_id, payment.status, payment.amount_cents, payment.currency, payment.card_last4, now()),
      ]);
      return ref;
    },
  };
}
