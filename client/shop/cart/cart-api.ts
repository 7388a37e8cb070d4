// The browser's cart calls to the worker's proxy (DESIGN.md contract), through the one API client:
// JSON in, the whole cart out; failures are ApiRequestError with the spec's error body. The worker
// checks the upstream's carts against CartSchema and builds every error body itself.
import type { Cart } from "../../../shared/schemas/cart.ts";
import type { CustomTablet } from "../../../shared/schemas/custom-tablet.ts";
import { createApiClient } from "../../app/api-client.ts";
import type { ApiFetch } from "../../app/storefront-context.ts";

const post = (fetchApi: ApiFetch, action: string, body: unknown, language: string) =>
  createApiClient(fetchApi, language).send<Cart>("POST", `/api/me/cart/${action}`, body);

/** The checkout calls that answer the whole cart (shared/schemas/checkout.ts): coupon and greeting. */
const put = (fetchApi: ApiFetch, path: string, body: unknown, language: string) =>
  createApiClient(fetchApi, language).send<Cart>("PUT", path, body);

export interface AddToCartInput {
  code: string;
  quantity: number;
  shipmentId?: number;
  customTablet?: CustomTablet;
}

export const cartApi = {
  get: (fetchApi: ApiFetch, language: string) => createApiClient(fetchApi, language).get<Cart>("/api/me/cart"),
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
