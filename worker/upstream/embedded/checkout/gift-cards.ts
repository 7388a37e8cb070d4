// Gift cards: applying one reserves up to the payable amount from its balance in one transaction
// (a conditional UPDATE whose miss aborts the batch), so the balance never goes below zero even when
// several carts use the same card at once; removing one returns the reservation.
import type { Language } from "../../../../shared/languages.ts";
import { pinHash } from "./gift-card-pin.ts";
import { GIFT_CARD_CURRENCY, maskCode } from "./checkout-view.ts";
import { CheckoutProblem, checkoutMessage } from "./messages.ts";

const MAX_ATTEMPTS = 5;

const field = (key: string, language: Language, messageKey: "checkout.gift-card-invalid") => [
  { key, value: checkoutMessage(messageKey, language) },
];

export async function applyGiftCard(
  db: D1Database,
  cartId: number,
  input: { code: string; pin: string; payableCents: number; currency: string },
  language: Language,
): Promise<void> {
  if (input.currency !== GIFT_CARD_CURRENCY) throw new CheckoutProblem(409, "checkout.gift-card-currency");
  const code = input.code.trim().toUpperCase();
  const card = await db
    .prepare("SELECT code, pin_hash FROM checkout_gift_cards WHERE code = ?")
    .bind(code)
    .first<{ code: string; pin_hash: string }>();
  if (!card || card.pin_hash !== (await pinHash(code, input.pin))) {
    throw new CheckoutProblem(400, "checkout.gift-card-invalid", {}, field("code", language, "checkout.gift-card-invalid"));
  }
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const [open, balance] = await db.batch<{ n: number }>([
      db
        .prepare("SELECT COUNT(*) AS n FROM checkout_gift_card_uses WHERE cart_id = ? AND code = ? AND order_id IS NULL")
        .bind(cartId, code),
      db.prepare("SELECT balance_cents AS n FROM checkout_gift_cards WHERE code = ?").bind(code),
    ]);
    if ((open!.results[0]?.n ?? 0) > 0) throw new CheckoutProblem(409, "checkout.gift-card-already-applied");
    if (input.payableCents <= 0) throw new CheckoutProblem(409, "checkout.nothing-to-pay");
    const amount = Math.min(balance!.results[0]?.n ?? 0, input.payableCents);
    if (amount <= 0) throw new CheckoutProblem(409, "checkout.gift-card-empty");
    try {
      await db.batch([
        db
          .prepare("UPDATE checkout_gift_cards SET balance_cents = balance_cents - ?1 WHERE code = ?2 AND balance_cents >= ?1")
          .bind(amount, code),
        db.prepare("INSERT INTO checkout_assertions (ok) SELECT 0 WHERE changes() = 0"),
        db
          .prepare("INSERT INTO checkout_gift_card_uses (cart_id, code, amount_cents, created_at) VALUES (?, ?, ?, ?)")
          .bind(cartId, code, amount, new Date().toISOString()),
      ]);
      return;
    } catch {
      // Another cart took the balance (or this cart applied the card) meanwhile: look again.
    }
  }
  throw new CheckoutProblem(409, "checkout.gift-card-empty");
}

/** `code` is the full code or the masked one the payment details show. */
export async function removeGiftCard(db: D1Database, cartId: number, code: string): Promise<void> {
  const { results } = await db
    .prepare("SELECT code FROM checkout_gift_card_uses WHERE cart_id = ? AND order_id IS NULL")
    .bind(cartId)
    .all<{ code: string }>();
  const wanted = code.trim().toUpperCase();
  const use = results.find((row) => row.code === wanted || maskCode(row.code) === wanted);
  if (!use) throw new CheckoutProblem(404, "checkout.gift-card-not-applied");
  const open = "SELECT amount_cents FROM checkout_gift_card_uses WHERE cart_id = ?1 AND code = ?2 AND order_id IS NULL";
  await db.batch([
    db
      .prepare(`UPDATE checkout_gift_cards SET balance_cents = balance_cents + (${open}) WHERE code = ?2 AND EXISTS (${open})`)
      .bind(cartId, use.code),
    db.prepare("DELETE FROM checkout_gift_card_uses WHERE cart_id = ? AND code = ? AND order_id IS NULL").bind(cartId, use.code),
  ]);
}
