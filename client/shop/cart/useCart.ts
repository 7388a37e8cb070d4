// The shopper's cart and its total quantity; empty until the browser has loaded it.
import { useQuery } from "@tanstack/react-query";
import { useLingui } from "@lingui/react";
import { useStorefront } from "../../app/storefront-context.ts";
import { cartQueries } from "./cart-queries.ts";

export function useCart() {
  const { fetchApi } = useStorefront();
  const { i18n } = useLingui();
  const isBrowser = typeof window !== "undefined";
  return useQuery({ ...cartQueries.mine(fetchApi, i18n.locale), enabled: isBrowser });
}

export function useCartQuantity(): number {
  return useCart().data?.totalQuantity ?? 0;
}
