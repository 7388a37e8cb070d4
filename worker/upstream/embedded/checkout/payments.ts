// The demo card payment provider: three test cards (approved, 3-D Secure challenge, declined) and
// signed redirect results for the challenge's return. Card data is used here only and never logged.
import type { Language } from "../../../../shared/languages.ts";
import type { CardPaymentBody, PaymentResult } from "../../../../shared/schemas/checkout.ts";
import type { CheckoutStore } from "./checkout-store.ts";

export const TEST_CARDS = {
  approved: "4111111111111111",
  challenge: "4000000000003220",
  declined: "4000000000000002",
} as const;

export type ChallengeOutcome = "approve" | "cancel";

async function signingKey(db: D1Database): Promise<CryptoKey> {
  const row = await db.prepare("SELECT value FROM checkout_secrets WHERE name = 'payment-signing'").first<{ value: string }>();
  if (!row) throw new Error("The payment signing secret is missing; the checkout seed did not run");
  return crypto.subtle.importKey("raw", new TextEncoder().encode(row.value), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
    "verify",
  ]);
}

const hex = (buffer: ArrayBuffer) => [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, "0")).join("");

/** `<ref>.<outcome>.<hmac>`: what the challenge page sends back as redirectResult. */
export async function signRedirectResult(db: D1Database, ref: string, outcome: ChallengeOutcome): Promise<string> {
  const signature = await crypto.subtle.sign("HMAC", await signingKey(db), new TextEncoder().encode(`${ref}.${outcome}`));
  return `${ref}.${outcome}.${hex(signature)}`;
}

export async function verifyRedirectResult(
  db: D1Database,
  redirectResult: string,
): Promise<{ ref: string; outcome: ChallengeOutcome } | null> {
  const match = /^([0-9a-f-]{36})\.(approve|cancel)\.([0-9a-f]{64})$/.exec(redirectResult);
  if (!match) return null;
  const [, ref, outcome, signature] = match as unknown as [string, string, ChallengeOutcome, string];
  const expected = await signRedirectResult(db, ref, outcome);
  // Constant-time comparison of the two signatures.
  const a = new TextEncoder().encode(expected.slice(-64));
  const b = new TextEncoder().encode(signature);
  let difference = a.length ^ b.length;
  for (let i = 0; i < a.length; i += 1) difference |= a[i]! ^ (b[i] ?? 0);
  return difference === 0 ? { ref, outcome } : null;
}

function expired(expiry: string, now = new Date()): boolean {
  const [month, year] = expiry.split("/").map(Number) as [number, number];
  const endOfMonth = new Date(Date.UTC(2000 + year, month, 1));
  return endOfMonth.getTime() <= now.getTime();
}

export type CardOutcome = {
  result: PaymentResult;
  messageKey?: "checkout.card-refused" | "checkout.card-expired" | "checkout.card-not-supported";
};

/** Authorises the payable amount: records the payment and answers the provider's result. */
export async function payByCard(
  store: CheckoutStore,
  cartId: number,
  amount: { cents: number; currency: string },
  card: CardPaymentBody,
  language: Language,
): Promise<CardOutcome> {
  const last4 = card.cardNumber.slice(-4);
  const payment = { cart_id: cartId, amount_cents: amount.cents, currency: amount.currency, card_last4: last4 };
  const refuse = async (messageKey: NonNullable<CardOutcome["messageKey"]>): Promise<CardOutcome> => {
    await store.insertPayment({ ...payment, status: "refused" });
    return { result: { resultCode: "Refused" }, messageKey };
  };
  if (expired(card.expiry)) return refuse("checkout.card-expired");
  switch (card.cardNumber) {
    case TEST_CARDS.approved:
      await store.insertPayment({ ...payment, status: "authorised" });
      return { result: { resultCode: "Authorised" } };
    case TEST_CARDS.challenge: {
      const ref = await store.insertPayment({ ...payment, status: "pending" });
      return { result: { resultCode: "RedirectShopper", redirectUrl: `/payment/3ds/challenge?ref=${ref}&language=${language}` } };
    }
    case TEST_CARDS.declined:
      return refuse("checkout.card-refused");
    default:
      return refuse("checkout.card-not-supported");
  }
}
