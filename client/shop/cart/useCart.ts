// The shopper's cart and its total quantity: personal, so loaded in the browser only, and left out
// until hydration is over so the server's markup and the hydrating browser's always agree.
import { useLingui } from "@lingui/react";
import { useQuery } from "@tanstack/react-query";
import type { Cart } from "../../../shared/schemas/cart.ts";
import { useHydrated } from "../../app/useHydrated.ts";
import { useStorefront } from "../../app/storefront-context.ts";
import { cartQueries } from "./cart-queries.ts";

interface ShownCart {
  /** The cart once it has loaded (never while the page hydrates). */
  data: Cart | undefined;
  /** Whether loading it failed. */
  isError: boolean;
}

export function useCart(): ShownCart {
  const { fetchApi } = useStorefront();
  const { i18n } = useLingui();
  const hydrated = useHydrated();
  const query = useQuery({ ...cartQueries.mine(fetchApi, i18n.locale), enabled: hydrated });
  // The query re-renders a component only when a property it has read changes, so only these two
  // are read (both, every render): a request starting or ending renders nothing.
  const { data, isError } = query;
  return hydrated ? { data, isError } : { data: undefined, isError: false };
}

/** The number of items in the cart once it is known (undefined while it loads). */
export function useCartQuantity(): number | undefined {
  return useCart().data?.totalQuantity;
}
