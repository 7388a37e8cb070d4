// The shopper's cart and its total quantity: personal, so loaded in the browser only, and left out
// until hydration is over so the server's markup and the hydrating browser's always agree.
import { useLingui } from "@lingui/react";
import { useQuery } from "@tanstack/react-query";
import { useHydrated } from "../../app/useHydrated.ts";
import { useStorefront } from "../../app/storefront-context.ts";
import { cartQueries } from "./cart-queries.ts";

export function useCart() {
  const { fetchApi } = useStorefront();
  const { i18n } = useLingui();
  const hydrated = useHydrated();
  const query = useQuery({ ...cartQueries.mine(fetchApi, i18n.locale), enabled: hydrated });
  return hydrated ? query : { ...query, data: undefined };
}

export function useCartQuantity(): number {
  return useCart().data?.totalQuantity ?? 0;
}
