// Order creation (spec 000 §7): idempotent per shopper and key, priced from the catalogue, and written
// in ONE D1 batch (a transaction): the order, its lines and payments, stock decrements, gift card and
// card payment consumption and the emptied cart. A conditional UPDATE that matches nothing inserts a
// failing row into checkout_assertions, which rolls the whole batch back.
import type { Language } from "../../../../shared/languages.ts";
import type { Market } from "../../../../shared/markets.ts";
import type { OrderBody, OrderCreated } from "../../../../shared/schemas/checkout.ts";
import { cartStore, type StoredCart } from "../commerce/cart-store.ts";
import { d1CatalogueLookup } from "../commerce/catalogue-lookup.ts";
import { toCents } from "../commerce/format.ts";
import { checkoutStore, type PaymentRow } from "./checkout-store.ts";
import { maskCode, type PricedCheckout, priceCheckout } from "./checkout-view.ts";
import { CheckoutProblem } from "./messages.ts";
import { quantitiesByCode, requireDetails, requiredPayment, requireStock } from "./order-requirements.ts";
import { log } from "../../../observability/log.ts";
import { orderConfirmationMail } from "../mail/order-confirmation.ts";
import { sendMail } from "../mail/outbox.ts";

/** How long a second submit with the same key waits for the first one's order. */
const WAIT_FOR_TWIN_MS = 10_000;
/** A key whose order never came (a crashed request) may be reused after this. */
const STALE_KEY_MS = 30_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function placeOrder(
  db: D1Database,
  anonymousId: string,
  language: Language,
  market: Market,
  body: OrderBody,
  /** The signed-in member the order belongs to (their order history lists it), or null for a guest. */
  memberId: string | null = null,
): Promise<OrderCreated & { created: boolean }> {
  const deadline = Date.now() + WAIT_FOR_TWIN_MS;
  for (;;) {
    await db
      .prepare("DELETE FROM checkout_idempotency WHERE anonymous_id = ? AND key = ? AND order_id IS NULL AND created_at < ?")
      .bind(anonymousId, body.idempotencyKey, new Date(Date.now() - STALE_KEY_MS).toISOString())
      .run();
    const claim = await db
      .prepare("INSERT OR IGNORE INTO checkout_idempotency (anonymous_id, key, created_at) VALUES (?, ?, ?)")
      .bind(anonymousId, body.idempotencyKey, new Date().toISOString())
      .run();
    if (claim.meta.changes === 1) {
      try {
        return { ...(await createOrder(db, { anonymousId, language, market, body, memberId })), created: true };
      } catch (error) {
        await db
          .prepare("DELETE FROM checkout_idempotency WHERE anonymous_id = ? AND key = ? AND order_id IS NULL")
          .bind(anonymousId, body.idempotencyKey)
          .run();
        throw error;
      }
    }
    const twin = await db
      .prepare(
        `SELECT i.order_id, o.order_number FROM checkout_idempotency i LEFT JOIN checkout_orders o ON o.id = i.order_id
         WHERE i.anonymous_id = ? AND i.key = ?`,
      )
      .bind(anonymousId, body.idempotencyKey)
      .first<{ order_id: string | null; order_number: string | null }>();
    if (twin?.order_id && twin.order_number) return { orderId: twin.order_id, orderNumber: twin.order_number, created: false };
    if (Date.now() > deadline) throw new CheckoutProblem(409, "checkout.order-in-progress");
    // The first submit is still working (or failed and released the key): look again shortly.
    if (twin) await sleep(50);
  }
}

async function createOrder(
  db: D1Database,
  {
    anonymousId,
    language,
    market,
    body,
    memberId,
  }: Pick<OrderInput, "anonymousId" | "language" | "market" | "body" | "memberId">,
): Promise<OrderCreated> {
  const store = checkoutStore(db);
  const catalogue = d1CatalogueLookup(db);
  const stored = await cartStore(db).load(anonymousId);
  const priced = await priceCheckout(db, stored, language, market);
  requireDetails(priced, body.consents, language);
  const payment = await requiredPayment(db, store, priced, body);
  await requireStock(stored, catalogue, language);

  const orderId = crypto.randomUUID();
  try {
    await db.batch(orderStatements(db, { orderId, anonymousId, language, market, body, memberId, stored, priced, payment }));
  } catch (error) {
    // A conditional write missed: the stock or the cart changed since pricing. Say which, if stock.
    log.warn("Order batch rolled back", { orderId, reason: String(error) });
    await requireStock(stored, catalogue, language);
    throw new CheckoutProblem(409, "checkout.order-conflict");
  }
  const row = await db
    .prepare("SELECT order_number FROM checkout_orders WHERE id = ?")
    .bind(orderId)
    .first<{ order_number: string }>();
  const orderNumber = row!.order_number;
  // The order stands whether or not its mail could be kept.
  await sendMail(db, orderConfirmationMail(priced.record.address!.email, orderNumber, language)).catch((error: unknown) =>
    log.warn("The order confirmation could not be sent", { orderId, reason: String(error) }),
  );
  return { orderId, orderNumber };
}

interface OrderInput {
  orderId: string;
  anonymousId: string;
  language: Language;
  market: Market;
  body: OrderBody;
  memberId: string | null;
  stored: StoredCart;
  priced: PricedCheckout;
  payment: PaymentRow | null;
}

function orderStatements(db: D1Database, input: OrderInput): D1PreparedStatement[] {
  const { orderId, stored, priced, payment, body } = input;
  const now = new Date().toISOString();
  const assertChanged = () => db.prepare("INSERT INTO checkout_assertions (ok) SELECT 0 WHERE changes() = 0");
  const totals = {
    items: priced.itemsCents,
    discount: priced.discountCents,
    shipping: priced.shippingCents,
    total: priced.totalCents,
    tax: priced.taxCents,
    giftCard: priced.giftCardCents,
    payable: priced.payableCents,
  };
  const address = priced.record.address!;
  const statements: D1PreparedStatement[] = [
    db
      .prepare(
        `INSERT INTO checkout_orders (id, anonymous_id, cart_id, language, email, shipping_address, shipping_method, coupon_codes,
         greeting, consents, become_member, totals, total_weight_grams, created_at, member_id, currency)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        orderId,
        input.anonymousId,
        stored.id,
        input.language,
        address.email,
        JSON.stringify(address),
        priced.method?.id ?? null,
        JSON.stringify(priced.cart.couponCodes),
        stored.greeting,
        JSON.stringify(body.consents),
        body.isBecomeKaarnaMember ? 1 : 0,
        JSON.stringify(totals),
        priced.cart.totalWeight,
        now,
        input.memberId,
        priced.currency,
      ),
    db.prepare("UPDATE checkout_orders SET order_number = 'KA-' || (100000 + seq) WHERE id = ?").bind(orderId),
  ];
  // The cart must be exactly what was priced: same lines, same quantities, nothing added.
  for (const line of stored.lines) {
    statements.push(
      db
        .prepare(
          "INSERT INTO checkout_assertions (ok) SELECT 0 WHERE NOT EXISTS (SELECT 1 FROM commerce_line_items WHERE id = ? AND quantity = ?)",
        )
        .bind(line.id, line.quantity),
    );
  }
  statements.push(
    db
      .prepare(
        "INSERT INTO checkout_assertions (ok) SELECT 0 WHERE (SELECT COUNT(*) FROM commerce_line_items WHERE cart_id = ?) <> ?",
      )
      .bind(stored.id, stored.lines.length),
  );
  for (const [code, quantity] of quantitiesByCode(stored)) {
    statements.push(
      db.prepare("UPDATE catalogue_variations SET stock = stock - ?1 WHERE code = ?2 AND stock >= ?1").bind(quantity, code),
      assertChanged(),
    );
  }
  for (const item of priced.cart.allLineItems) {
    const tablet = stored.lines.find((line) => line.id === item.id)?.customTablet ?? null;
    statements.push(
      db
        .prepare(
          `INSERT INTO checkout_order_lines (order_id, shipment_id, code, display_name, quantity, placed_price_cents, extended_cents,
           weight_text, product_url, product_image_url, custom_tablet, brands, categories) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .bind(
          orderId,
          item.shipmentId,
          item.code,
          item.displayName,
          item.quantity,
          toCents(item.placedPrice),
          toCents(item.extendedPrice),
          item.totalWeightString,
          item.productUrl,
          item.productImageUrl,
          tablet ? JSON.stringify(tablet) : null,
          JSON.stringify(item.brands),
          JSON.stringify(item.categories),
        ),
    );
  }
  statements.push(...giftCardStatements(db, input, assertChanged));
  if (payment) {
    statements.push(
      db
        .prepare(
          "UPDATE checkout_payments SET status = 'consumed', order_id = ? WHERE ref = ? AND status IN ('authorised', 'pending')",
        )
        .bind(orderId, payment.ref),
      assertChanged(),
      db
        .prepare(
          "INSERT INTO checkout_order_payments (order_id, payment_type, amount_cents, reference) VALUES (?, 'CreditCard', ?, ?)",
        )
        .bind(orderId, priced.payableCents, `•••• ${payment.card_last4 ?? ""}`.trim()),
    );
  }
  statements.push(
    db.prepare("DELETE FROM commerce_line_items WHERE cart_id = ?").bind(stored.id),
    db.prepare("DELETE FROM commerce_shipments WHERE cart_id = ? AND is_default = 0").bind(stored.id),
    db
      .prepare("UPDATE commerce_carts SET coupon_codes = '[]', greeting = NULL, updated_at = ? WHERE id = ?")
      .bind(now, stored.id),
    db.prepare("DELETE FROM checkout_state WHERE cart_id = ?").bind(stored.id),
    db
      .prepare("UPDATE checkout_idempotency SET order_id = ? WHERE anonymous_id = ? AND key = ?")
      .bind(orderId, input.anonymousId, body.idempotencyKey),
  );
  return statements;
}

/**
 * Gift cards pay what pricing let them, in the order applied; what a reservation holds beyond that
 * goes back to the card, all of it for an order in another currency than the cards'.
 */
function giftCardStatements(db: D1Database, input: OrderInput, assertChanged: () => D1PreparedStatement) {
  const { orderId, stored, priced } = input;
  const statements: D1PreparedStatement[] = [];
  let left = priced.giftCardCents;
  for (const use of priced.giftCards) {
    const used = Math.min(use.amountCents, left);
    left -= used;
    const excess = use.amountCents - used;
    if (excess > 0) {
      statements.push(
        db.prepare("UPDATE checkout_gift_cards SET balance_cents = balance_cents + ? WHERE code = ?").bind(excess, use.code),
      );
    }
    if (used === 0) {
      statements.push(
        db
          .prepare("DELETE FROM checkout_gift_card_uses WHERE cart_id = ? AND code = ? AND order_id IS NULL")
          .bind(stored.id, use.code),
        assertChanged(),
      );
      continue;
    }
    statements.push(
      db
        .prepare(
          "UPDATE checkout_gift_card_uses SET order_id = ?, amount_cents = ? WHERE cart_id = ? AND code = ? AND order_id IS NULL AND amount_cents = ?",
        )
        .bind(orderId, used, stored.id, use.code, use.amountCents),
      assertChanged(),
      db
        .prepare(
          "INSERT INTO checkout_order_payments (order_id, payment_type, amount_cents, reference) VALUES (?, 'GiftCard', ?, ?)",
        )
        .bind(orderId, used, maskCode(use.code)),
    );
  }
  return statements;
}
