// Add to cart (spec 000 §4): the response replaces the cart, a success snackbar confirms it and the
// add_to_cart event is sent; failures show the spec's cart-error snackbars and change nothing.
import { viewCart } from "./mini-cart-opener.ts";
import { useLingui } from "@lingui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { usePageModel } from "../../app/page-context.ts";
import { useStorefront } from "../../app/storefront-context.ts";
import { useSnackbars } from "../../components/snackbars/SnackbarProvider.tsx";
import { trackAddToCart } from "../../analytics/shop-events.ts";
import { type AddToCartInput, cartApi } from "./cart-api.ts";
import { cartErrorSnackbars } from "./cart-error-snackbars.ts";
import { cartQueries } from "./cart-queries.ts";

export function useAddToCart() {
  const { fetchApi } = useStorefront();
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const snackbars = useSnackbars();
  const navigate = useNavigate();
  const model = usePageModel();
  return useMutation({
    mutationFn: (input: AddToCartInput & { displayName: string }) =>
      cartApi.add(
        fetchApi,
        { code: input.code, quantity: input.quantity, shipmentId: input.shipmentId, customTablet: input.customTablet },
        i18n.locale,
      ),
    onSuccess: (cart, input) => {
      queryClient.setQueryData(cartQueries.mine(fetchApi, i18n.locale).queryKey, cart);
      snackbars.show({
        text: i18n._("shop.added-to-cart", { name: input.displayName, quantity: input.quantity }),
        variant: "success",
      });
      trackAddToCart(cart, input.code, input.quantity);
    },
    onError: (error) => {
      const cartUrl = model.navigation.cartPageUrl;
      for (const snackbar of cartErrorSnackbars(error, i18n, () => viewCart(navigate, cartUrl))) snackbars.show(snackbar);
    },
  });
}
