// What the greeting and promo-code mutations share: the worker fetch, the language, the cart id and a
// way to put the answered cart into the cache. Either change alters what is due, so the checkout's
// payment details are refetched too (spec 000 §4), not shown from the cache.
import { useLingui } from "@lingui/react";
import { useQueryClient } from "@tanstack/react-query";
import type { Cart } from "../../../shared/schemas/cart.ts";
import { useStorefront } from "../../app/storefront-context.ts";
import type { I18n } from "@lingui/core";
import { ApiRequestError } from "../../app/api-client.ts";
import { checkoutQueries } from "../checkout/checkout-queries.ts";
import { CART_KEY, setAnsweredCart } from "./cart-queries.ts";

export function useCartCallUpdate() {
  const { fetchApi } = useStorefront();
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  return {
    fetchApi,
    language: i18n.locale,
    cartId: () => queryClient.getQueryData<Cart>(CART_KEY)?.id,
    setCart: (cart: Cart) => {
      setAnsweredCart(queryClient, cart);
      void queryClient.invalidateQueries({ queryKey: checkoutQueries.payment(fetchApi, cart.id, i18n.locale).queryKey });
    },
  };
}

/** The server's own words for a failed call (its first error entry, else its message); the worker
 * answers translation keys (checkout-error.*), which are translated here. */
export function serverMessage(error: unknown, i18n: I18n): string | undefined {
  if (!(error instanceof ApiRequestError) || !error.body) return undefined;
  const text = error.entries.find((entry) => entry.value)?.value || error.body.message;
  if (!text) return undefined;
  return /^[a-z-]+\.[a-z0-9.-]+$/.test(text) ? i18n._(text) : text;
}
