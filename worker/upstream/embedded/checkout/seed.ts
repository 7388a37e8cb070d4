// The checkout's demo data (docs/demo-data.md): coupons WELCOME10 and FREESHIP, two gift cards and the payment
// signing secret. Existing rows are kept, so spent gift card balances survive restarts and re-seeds.
import { fingerprint, type SeedSet } from "../seed-loader.ts";
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

/** Coupons, gift cards and the signing secret; kept as they are once written (see the header). */
export async function checkoutSeedSet(): Promise<SeedSet> {
  const cards = await Promise.all(DEMO_GIFT_CARDS.map(async (card) => ({ ...card, hash: await pinHash(card.code, card.pin) })));
  return {
    name: "checkout",
    // The secret is random, so only the demo coupons and cards make the version.
    version: `checkout-${fingerprint([DEMO_COUPONS, DEMO_GIFT_CARDS])}`,
    mode: "keep",
    tables: [
      {
        table: "checkout_coupons",
        columns: ["code", "kind", "percent"],
        rows: DEMO_COUPONS.map((coupon) => [coupon.code, coupon.kind, coupon.percent]),
      },
      {
        table: "checkout_gift_cards",
        columns: ["code", "pin_hash", "balance_cents"],
        rows: cards.map((card) => [card.code, card.hash, card.balanceCents]),
      },
      { table: "checkout_secrets", columns: ["name", "value"], rows: [["payment-signing", randomSecret()]] },
    ],
  };
}
