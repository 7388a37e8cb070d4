// The checkout's demo data (README): coupons WELCOME10 and FREESHIP, two gift cards and the payment
// signing secret. INSERT OR IGNORE only, so spent gift card balances survive restarts and re-seeds.
import { pinHash } from "./gift-card-pin.ts";

export const DEMO_COUPONS = [
  { code: "WELCOME10", kind: "percent", percent: 10 },
  { code: "FREESHIP", kind: "free-shipping", percent: 0 },
] as const;

export const DEMO_GIFT_CARDS = [
  { code: "GIFT-0000-1000", pin: "1234", balanceCents: 1000 },
  { code: "GIFT-0000-9999", pin: "9999", balanceCents: 99900 },
] as const;

function randomSecret(): string {
  return [...crypto.getRandomValues(new Uint8Array(32))].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

export async function applyCheckoutSeed(db: D1Database): Promise<void> {
  const cards = await Promise.all(DEMO_GIFT_CARDS.map(async (card) => ({ ...card, hash: await pinHash(card.code, card.pin) })));
  await db.batch([
    ...DEMO_COUPONS.map((coupon) =>
      db
        .prepare("INSERT OR IGNORE INTO checkout_coupons (code, kind, percent) VALUES (?, ?, ?)")
        .bind(coupon.code, coupon.kind, coupon.percent),
    ),
    ...cards.map((card) =>
      db
        .prepare("INSERT OR IGNORE INTO checkout_gift_cards (code, pin_hash, balance_cents) VALUES (?, ?, ?)")
        .bind(card.code, card.hash, card.balanceCents),
    ),
    db.prepare("INSERT OR IGNORE INTO checkout_secrets (name, value) VALUES ('payment-signing', ?)").bind(randomSecret()),
  ]);
}
