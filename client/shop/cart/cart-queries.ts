// The shopper's cart in the query cache: fetched in the browser only (it is personal, so never part
// of the server-rendered, cached page), stale after 5 minutes, refetched on window focus (spec 000 §9).
import { queryOptions } from "@tanstack/react-query";
import type { ApiFetch } from "../../app/storefront-context.ts";
import { cartApi } from "./cart-api.ts";

export const CART_STALE_MS = 5 * 60 * 1000;

export const cartQueries = {
  mine: (fetchApi: ApiFetch, language: string) =>
    queryOptions({
      queryKey: ["cart", "mine"] as const,
      queryFn: () => cartApi.get(fetchApi, language),
      staleTime: CART_STALE_MS,
      refetchOnWindowFocus: true,
    }),
};
