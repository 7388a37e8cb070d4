// The cart edits (spec 000 §7 shop cart): add, remove, delete and set quantity, with the stock and
// custom tablet rules. A refused edit throws a CartProblem and changes nothing.
import type { Language } from "../../../../shared/languages.ts";
import type { AddToCart } from "../../../../shared/schemas/cart-requests.ts";
import type { CartVariation, CatalogueLookup } from "./catalogue-lookup.ts";
import type { CartStore, StoredCart, StoredLine } from "./cart-store.ts";
import type { CommerceMessageKey } from "./messages.ts";

const MAX_LINE_QUANTITY = 999;
const DEFAULT_SHIPMENT = -1;

export class CartProblem extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    readonly key: CommerceMessageKey,
    readonly values: Record<string, string | number> = {},
  ) {
    super(key);
    this.name = "CartProblem";
  }
}

export interface CartEditContext {
  anonymousId: string;
  cart: StoredCart;
  store: CartStore;
  catalogue: CatalogueLookup;
  language: Language;
}

export async function addToCart(edit: CartEditContext, body: AddToCart) {
  const { cart, store, catalogue, language } = edit;
  const variation = await catalogue.variation(body.code, language);
  if (!variation) throw new CartProblem(404, "cart.unknown-product", { code: body.code });
  if (!variation.isBuyable) throw new CartProblem(409, "cart.not-buyable", { name: variation.displayName });
  const isTablet = variation.productType === "CustomTablet";
  if (isTablet && !body.customTablet) throw new CartProblem(400, "cart.custom-tablet-required");
  if (!isTablet && body.customTablet) throw new CartProblem(400, "cart.not-custom-tablet", { name: variation.displayName });
  // Checked here for the clear message; the write checks again atomically (another tab may add too).
  checkStock(variation, quantityInCart(cart, body.code) + body.quantity);

  if (body.customTablet) {
    if (await store.addTabletShipment(cart.id, body.code, body.quantity, body.customTablet)) return;
    throw await refusal(edit, variation, body);
  }
  const shipmentId = shipmentOf(cart, body.shipmentId ?? DEFAULT_SHIPMENT);
  const existing = cart.lines.find((line) => line.shipmentId === shipmentId && line.code === body.code && !line.customTablet);
  checkLineLimit(variation, (existing?.quantity ?? 0) + body.quantity);
  if (await store.addToLine(cart.id, shipmentId, body.code, body.quantity, MAX_LINE_QUANTITY)) return;
  throw await refusal(edit, variation, body, shipmentId);
}

export async function removeFromCart(
  { cart, store }: CartEditContext,
  body: { code: string; quantity: number; shipmentId: number },
) {
  return store.removeFromLine(cart.id, lineOf(cart, body.code, body.shipmentId), body.quantity);
}

export async function deleteFromCart({ cart, store }: CartEditContext, body: { code: string; shipmentId: number }) {
  return store.deleteLine(cart.id, lineOf(cart, body.code, body.shipmentId));
}

export async function updateQuantity(
  { cart, store, catalogue, language }: CartEditContext,
  body: { code: string; quantity: number; shipmentId: number },
) {
  const line = lineOf(cart, body.code, body.shipmentId);
  if (body.quantity <= line.quantity) {
    await store.setQuantity(cart.id, line, body.quantity);
    return;
  }
  const variation = await catalogue.variation(body.code, language);
  if (!variation) throw new CartProblem(404, "cart.unknown-product", { code: body.code });
  if (!variation.isBuyable) throw new CartProblem(409, "cart.not-buyable", { name: variation.displayName });
  checkStock(variation, quantityInCart(cart, body.code) - line.quantity + body.quantity);
  if (await store.setQuantity(cart.id, line, body.quantity)) return;
  throw new CartProblem(409, "cart.insufficient-stock", { name: variation.displayName, stock: variation.stock });
}

/** Why a guarded write wrote nothing, judged against the cart as it is now (another call won the race). */
async function refusal({ anonymousId, store }: CartEditContext, variation: CartVariation, body: AddToCart, shipmentId?: number) {
  const now = await store.load(anonymousId);
  try {
    checkStock(variation, quantityInCart(now, body.code) + body.quantity);
    const line = now.lines.find(
      (candidate) => candidate.shipmentId === shipmentId && candidate.code === body.code && !candidate.customTablet,
    );
    checkLineLimit(variation, (line?.quantity ?? 0) + body.quantity);
  } catch (problem) {
    if (problem instanceof CartProblem) return problem;
    throw problem;
  }
  // The stock itself changed under us: say so with the stock as last read.
  return new CartProblem(409, "cart.insufficient-stock", { name: variation.displayName, stock: variation.stock });
}

function checkLineLimit(variation: CartVariation, wanted: number) {
  if (wanted > MAX_LINE_QUANTITY)
    throw new CartProblem(409, "cart.quantity-limit", { name: variation.displayName, max: MAX_LINE_QUANTITY });
}

/** Stock counts every line of the code, across all shipments. */
function quantityInCart(cart: StoredCart, code: string): number {
  return cart.lines.filter((line) => line.code === code).reduce((sum, line) => sum + line.quantity, 0);
}

function checkStock(variation: CartVariation, wanted: number) {
  if (variation.stock <= 0) throw new CartProblem(409, "cart.out-of-stock", { name: variation.displayName });
  if (wanted > variation.stock)
    throw new CartProblem(409, "cart.insufficient-stock", { name: variation.displayName, stock: variation.stock });
}

/** -1 means the default shipment; any other id must be one of the cart's shipments. */
function shipmentOf(cart: StoredCart, shipmentId: number): number {
  const shipment =
    shipmentId === DEFAULT_SHIPMENT
      ? cart.shipments.find((candidate) => candidate.isDefault)
      : cart.shipments.find((candidate) => candidate.id === shipmentId);
  if (!shipment) throw new CartProblem(404, "cart.shipment-not-found", { shipmentId });
  return shipment.id;
}

function lineOf(cart: StoredCart, code: string, shipmentId: number): StoredLine {
  const id = shipmentOf(cart, shipmentId);
  const line = cart.lines.find((candidate) => candidate.shipmentId === id && candidate.code === code);
  if (!line) throw new CartProblem(404, "cart.line-not-found", { code });
  return line;
}
