// What adding to the cart does once the button is pressed (spec 000 §4): the response replaces the
// cart, a success snackbar confirms it and add_to_cart is sent; failures show the spec's cart-error
// snackbars and change nothing. Loaded on a first pointer, focus or press (useAddToCart.ts), so a page
// full of product cards does not load or set up the cart's error handling to show them.
import type { I18n } from "@lingui/core";
import type { QueryClient } from "@tanstack/react-query";
import { trackAddToCart } from "../../analytics/shop-events.ts";
import type { ApiFetch } from "../../app/storefront-context.ts";
import type { SnackbarApi } from "../../components/snackbars/SnackbarProvider.tsx";
import { type AddToCartInput, cartApi } from "./cart-api.ts";
import { cartErrorSnackbars } from "./cart-error-snackbars.ts";
import { setAnsweredCart } from "./cart-queries.ts";
import { viewCart } from "./mini-cart-opener.ts";

export interface AddToCartContext {
  fetchApi: ApiFetch;
  i18n: I18n;
  queryClient: QueryClient;
  snackbars: SnackbarApi;
  navigate: (url: string) => unknown;
  cartPageUrl: string | null | undefined;
}

export type AddToCartRequest = AddToCartInput & { displayName: string };

/** Adds the line; true when the cart took it. Never throws: a failure is told in snackbars. */
export async function addToCart(context: AddToCartContext, input: AddToCartRequest): Promise<boolean> {
  const { fetchApi, i18n, queryClient, snackbars } = context;
  try {
    const cart = await cartApi.add(
      fetchApi,
      { code: input.code, quantity: input.quantity, shipmentId: input.shipmentId, customTablet: input.customTablet },
      i18n.locale,
    );
    setAnsweredCart(queryClient, cart);
    snackbars.show({
      text: i18n._("shop.added-to-cart", { name: input.displayName, quantity: input.quantity }),
      variant: "success",
    });
    trackAddToCart(cart, input.code, input.quantity);
    return true;
  } catch (error) {
    const open = () => viewCart(context.navigate, context.cartPageUrl);
    for (const snackbar of cartErrorSnackbars(error, i18n, open)) snackbars.show(snackbar);
    return false;
  }
}
