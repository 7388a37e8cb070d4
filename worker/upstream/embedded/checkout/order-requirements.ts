// What an order needs before it can be placed (details, delivery, payment, stock), checked against
// the priced cart; each miss is a CheckoutProblem that changes nothing.
import type { Language } from "../../../../shared/languages.ts";
import type { OrderBody } from "../../../../shared/schemas/checkout.ts";
import type { CatalogueLookup } from "../commerce/catalogue-lookup.ts";
import type { StoredCart } from "../commerce/cart-store.ts";
import type { CheckoutStore, PaymentRow } from "./checkout-store.ts";
import type { PricedCheckout } from "./checkout-view.ts";
import { REQUIRED_CONSENTS } from "./consents.ts";
import { CheckoutProblem, checkoutMessage } from "./messages.ts";
import { verifyRedirectResult } from "./payments.ts";

/** The payment that covers the payable amount, or null when gift cards cover everything. */
export async function requiredPayment(
  db: D1Database,
  store: CheckoutStore,
  priced: PricedCheckout,
  body: OrderBody,
): Promise<PaymentRow | null> {
  if (priced.payableCents <= 0) return null;
  let payment: PaymentRow | null;
  if (body.redirectResult) {
    const verified = await verifyRedirectResult(db, body.redirectResult);
    if (!verified) throw new CheckoutProblem(402, "checkout.payment-required");
    payment = await store.payment(verified.ref);
    if (!payment || payment.cart_id !== priced.cart.id) throw new CheckoutProblem(402, "checkout.payment-required");
    if (verified.outcome === "cancel") throw new CheckoutProblem(402, "checkout.payment-cancelled");
    if (payment.status !== "pending" && payment.status !== "authorised")
      throw new CheckoutProblem(402, "checkout.payment-required");
  } else {
    payment = await store.authorisedPayment(priced.cart.id);
  }
  // The same amount in another currency (a market changed after paying) is not this order's payment.
  if (!payment || payment.amount_cents !== priced.payableCents || payment.currency !== priced.currency)
    throw new CheckoutProblem(402, "checkout.payment-required");
  return payment;
}

export function requireDetails(priced: PricedCheckout, consents: string[], language: Language) {
  if (priced.cart.allLineItems.length === 0) throw new CheckoutProblem(409, "checkout.cart-empty");
  if (!REQUIRED_CONSENTS.every((id) => consents.includes(id))) {
    const value = checkoutMessage("checkout.consent-required", language);
    throw new CheckoutProblem(400, "checkout.consent-required", {}, [{ key: "consents", value }]);
  }
  if (!priced.record.address) throw new CheckoutProblem(409, "checkout.details-required");
  if (priced.cart.showDeliveryOptions && !priced.method) throw new CheckoutProblem(409, "checkout.shipping-required");
}

/** Quantities per variation code across all shipments. */
export function quantitiesByCode(cart: StoredCart): Map<string, number> {
  const quantities = new Map<string, number>();
  for (const line of cart.lines) quantities.set(line.code, (quantities.get(line.code) ?? 0) + line.quantity);
  return quantities;
}

/** A 409 with one entry per variation short of stock (spec 000 §8 error entries). */
export async function requireStock(cart: StoredCart, catalogue: CatalogueLookup, language: Language) {
  const quantities = quantitiesByCode(cart);
  const variations = await catalogue.variations([...quantities.keys()], language);
  const errors = [...quantities].flatMap(([code, quantity]) => {
    const variation = variations.get(code);
    if (!variation || variation.stock >= quantity) return [];
    const value = checkoutMessage("checkout.insufficient-stock", language, {
      name: variation.displayName,
      stock: variation.stock,
    });
    return [{ key: code, value }];
  });
  if (errors.length > 0) throw new CheckoutProblem(409, "checkout.stock-short", {}, errors);
}
