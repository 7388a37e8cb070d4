// The shopper's cart in the query cache: fetched in the browser only (it is personal, so never part
// of the server-rendered, cached page), stale after 5 minutes, refetched on window focus (spec 000 §9).
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import type { Cart } from "../../../shared/schemas/cart.ts";
import type { ApiFetch } from "../../app/storefront-context.ts";
import { cartApi } from "./cart-api.ts";

export const CART_STALE_MS = 5 * 60 * 1000;

/** The cached cart's key: a shopper has one cart, whichever language it was asked in. */
export const CART_KEY = ["cart", "mine"] as const;

export const cartQueries = {
  mine: (fetchApi: ApiFetch, language: string) =>
    queryOptions({
      queryKey: CART_KEY,
      queryFn: () => cartApi.get(fetchApi, language),
      staleTime: CART_STALE_MS,
      refetchOnWindowFocus: true,
    }),
};

/**
 * Puts a cart the worker answered (an add, a checkout call, another tab's change) in the cache. A look
 * at the cart asked before it may still be on its way and would answer the cart as it was, so it is
 * called off first; its request ends unread. A busy server answered the page's first look after an add
 * made at once, and the badge went back to 0.
 */
export function setAnsweredCart(queryClient: QueryClient, cart: Cart): void {
  void queryClient.cancelQueries({ queryKey: CART_KEY, exact: true });
  queryClient.setQueryData(CART_KEY, cart);
}
