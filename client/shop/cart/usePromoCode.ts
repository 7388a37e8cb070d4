// The promo code (spec 000 §4, §8): applying sends the code, removing sends an empty one; snackbars
// say 'applied' with the code or 'removed', and a failure shows the server's message or the
// apply-failed / remove-failed text.
import { useMutation } from "@tanstack/react-query";
import { useSnackbars } from "../../components/snackbars/SnackbarProvider.tsx";
import { useLingui } from "@lingui/react";
import { cartApi } from "./cart-api.ts";
import { serverMessage, useCartCallUpdate } from "./useCartCallUpdate.ts";

export function usePromoCode() {
  const { fetchApi, language, cartId, setCart } = useCartCallUpdate();
  const snackbars = useSnackbars();
  const { i18n } = useLingui();
  return useMutation({
    mutationFn: async (code: string) => {
      const id = cartId();
      if (id === undefined) throw new Error("No cart to apply a promo code to");
      return cartApi.coupon(fetchApi, id, code.trim(), language);
    },
    onSuccess: (cart, code) => {
      setCart(cart);
      const applied = cart.couponCodes[0] ?? code.trim().toUpperCase();
      snackbars.show({
        text: code ? i18n._("cart-ui.promo.applied", { code: applied }) : i18n._("cart-ui.promo.removed"),
        variant: "success",
      });
    },
    onError: (error, code) => {
      snackbars.show({
        text: serverMessage(error, i18n) ?? (code ? i18n._("cart-ui.promo.apply-failed") : i18n._("cart-ui.promo.remove-failed")),
        variant: "error",
      });
    },
  });
}
