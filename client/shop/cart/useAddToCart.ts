// Add to cart from a product card, a product page or the tablet designer. The work itself
// (add-to-cart-action.ts, with the cart's error snackbars and analytics) loads when a shopper first
// points at or focuses an add-to-cart button, or presses it: a listing of product cards hydrates
// without it. While a line is being added the button is busy and ignores further presses.
import { useLingui } from "@lingui/react";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { useNavigate } from "react-router";
import { usePageModel } from "../../app/page-context.ts";
import { useStorefront } from "../../app/storefront-context.ts";
import { useSnackbars } from "../../components/snackbars/SnackbarProvider.tsx";
import { fetchWhenIdle } from "../../app/fetch-when-idle.ts";
import type { AddToCartRequest } from "./add-to-cart-action.ts";

// A failed load (a deploy, a dropped connection) is tried again on the next press.
const loadAction = fetchWhenIdle(() => import("./add-to-cart-action.ts"));

/** Starts loading the add-to-cart code ahead of a press; a failure here waits for the press to be told. */
export function prepareAddToCart(): void {
  loadAction().catch(() => undefined);
}

export function useAddToCart() {
  const { fetchApi } = useStorefront();
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const snackbars = useSnackbars();
  const navigate = useNavigate();
  const cartPageUrl = usePageModel().navigation.cartPageUrl;
  const [isPending, setPending] = useState(false);

  const mutate = useCallback(
    (input: AddToCartRequest, options: { onSuccess?: () => void } = {}) => {
      setPending(true);
      const context = { fetchApi, i18n, queryClient, snackbars, navigate, cartPageUrl };
      loadAction()
        .then((module) => module.addToCart(context, input))
        .then((added) => {
          if (added) options.onSuccess?.();
        })
        .catch(() => snackbars.show({ text: i18n._("shop.cart-error-default"), variant: "error" }))
        .finally(() => setPending(false));
    },
    [fetchApi, i18n, queryClient, snackbars, navigate, cartPageUrl],
  );
  return { mutate, isPending, prepare: prepareAddToCart };
}
