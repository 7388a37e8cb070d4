// The browser's cart calls to the worker's proxy (DESIGN.md contract): JSON in, the whole cart out.
// Errors carry the spec's error body so the snackbars can show each entry. The worker checks the
// upstream's carts against CartSchema and builds every error body itself, so no schema ships here.
import type { Cart, CartError } from "../../../shared/schemas/cart.ts";
import type { CustomTablet } from "../../../shared/rules/custom-tablet.ts";
import type { ApiFetch } from "../../app/storefront-context.ts";

export class CartRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: CartError | null,
  ) {
    super(body?.message ?? `Cart request failed (${status})`);
    this.name = "CartRequestError";
  }
}

function isCartError(json: unknown): json is CartError {
  return Boolean(
    json &&
      typeof json === "object" &&
      typeof (json as CartError).message === "string" &&
      Array.isArray((json as CartError).errors),
  );
}

async function readCart(response: Response): Promise<Cart> {
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new CartRequestError(response.status, isCartError(json) ? json : null);
  return json as Cart;
}

const post = (fetchApi: ApiFetch, action: string, body: unknown, language: string) =>
  fetchApi(`/api/me/cart/${action}?language=${language}`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(body),
  }).then(readCart);

/** The checkout calls that answer the whole cart (shared/schemas/checkout.ts): coupon and greeting. */
const put = (fetchApi: ApiFetch, path: string, body: unknown, language: string) =>
  fetchApi(`${path}?language=${language}`, {
    method: "PUT",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(body),
  }).then(readCart);

export interface AddToCartInput {
  code: string;
  quantity: number;
  shipmentId?: number;
  customTablet?: CustomTablet;
}

export const cartApi = {
  get: (fetchApi: ApiFetch, language: string) =>
    fetchApi(`/api/me/cart?language=${language}`, { headers: { accept: "application/json" } }).then(readCart),
  add: (fetchApi: ApiFetch, input: AddToCartInput, language: string) => post(fetchApi, "add", input, language),
  remove: (fetchApi: ApiFetch, input: { code: string; quantity: number; shipmentId: number }, language: string) =>
    post(fetchApi, "remove", input, language),
  delete: (fetchApi: ApiFetch, input: { code: string; shipmentId: number }, language: string) =>
    post(fetchApi, "delete", input, language),
  quantity: (fetchApi: ApiFetch, input: { code: string; quantity: number; shipmentId: number }, language: string) =>
    post(fetchApi, "quantity", input, language),
  /** An empty code removes the applied coupon. */
  coupon: (fetchApi: ApiFetch, cartId: number, couponCode: string, language: string) =>
    put(fetchApi, `/api/me/checkout/${cartId}/coupon`, { couponCode }, language),
  /** An empty greeting removes it. */
  greeting: (fetchApi: ApiFetch, cartId: number, greeting: string, language: string) =>
    put(fetchApi, `/api/me/checkout/${cartId}/greeting`, { greeting }, language),
};
