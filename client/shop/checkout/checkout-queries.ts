// Checkout data in the query cache, browser only (it is personal): the checkout state with the
// delivery widget, the payment details, the consents (stale after 5 minutes, spec 000 §9) and an order.
import { queryOptions } from "@tanstack/react-query";
import type { ApiFetch } from "../../app/storefront-context.ts";
import { checkoutApi } from "./checkout-api.ts";

const CONSENTS_STALE_MS = 5 * 60 * 1000;

export const checkoutQueries = {
  /** Every checkout query, for invalidation after the order. */
  all: ["checkout"] as const,
  state: (fetchApi: ApiFetch, cartId: number, language: string) =>
    queryOptions({
      queryKey: ["checkout", "state", cartId] as const,
      queryFn: () => checkoutApi.shipping(fetchApi, cartId, language),
    }),
  payment: (fetchApi: ApiFetch, cartId: number, language: string) =>
    queryOptions({
      queryKey: ["checkout", "payment", cartId] as const,
      queryFn: () => checkoutApi.payment(fetchApi, cartId, language),
    }),
  consents: (fetchApi: ApiFetch, language: string) =>
    queryOptions({
      queryKey: ["checkout", "consents", language] as const,
      queryFn: () => checkoutApi.consents(fetchApi, language),
      staleTime: CONSENTS_STALE_MS,
    }),
  order: (fetchApi: ApiFetch, orderId: string, language: string) =>
    queryOptions({
      queryKey: ["order", orderId] as const,
      queryFn: () => checkoutApi.order(fetchApi, orderId, language),
      staleTime: 60 * 1000,
      retry: 1,
    }),
};
