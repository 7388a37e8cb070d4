// Gift card apply and remove (spec 000 §4, §8): success shows the server's message or the apply/remove
// text; failure the server's error or the apply/remove error text. Either way the payment details are
// re-fetched and the cart refreshed, since the amount due changed.
import { useMutation } from "@tanstack/react-query";
import { useSnackbars } from "../../components/snackbars/SnackbarProvider.tsx";
import { useLingui } from "@lingui/react";
import { CART_KEY } from "../cart/cart-queries.ts";
import { ApiRequestError } from "../../app/api-client.ts";
import { checkoutApi } from "./checkout-api.ts";
import { checkoutQueries } from "./checkout-queries.ts";
import { useCheckoutCall } from "./useCheckoutCall.ts";

type GiftCardAction = { kind: "apply"; code: string; pin: string } | { kind: "remove"; code: string };

const MESSAGES = {
  apply: {
    success: /*i18n*/ "checkout-payment.gift-card.apply-success",
    error: /*i18n*/ "checkout-payment.gift-card.apply-error",
  },
  remove: {
    success: /*i18n*/ "checkout-payment.gift-card.remove-success",
    error: /*i18n*/ "checkout-payment.gift-card.remove-error",
  },
} as const;

function serverError(error: unknown): string | null {
  if (!(error instanceof ApiRequestError)) return null;
  const first = error.entries[0];
  if (typeof first?.value === "string" && first.value) return first.value;
  return error.refused ? (error.body?.message ?? null) : null;
}

export function useGiftCard(cartId: number) {
  const { fetchApi, queryClient, language } = useCheckoutCall();
  const snackbars = useSnackbars();
  const { i18n } = useLingui();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: checkoutQueries.payment(fetchApi, cartId, language).queryKey }),
      queryClient.invalidateQueries({ queryKey: CART_KEY }),
      queryClient.invalidateQueries({ queryKey: checkoutQueries.state(fetchApi, cartId, language).queryKey }),
    ]);
  return useMutation({
    mutationFn: (action: GiftCardAction) =>
      action.kind === "apply"
        ? checkoutApi.applyGiftCard(fetchApi, cartId, { code: action.code, pin: action.pin }, language)
        : checkoutApi.removeGiftCard(fetchApi, cartId, action.code, language),
    onSuccess: (response, action) => {
      snackbars.show({
        text: response?.message || i18n._(MESSAGES[action.kind].success),
        variant: "success",
      });
    },
    onError: (error, action) => {
      snackbars.show({ text: serverError(error) ?? i18n._(MESSAGES[action.kind].error), variant: "error" });
    },
    onSettled: refresh,
  });
}
