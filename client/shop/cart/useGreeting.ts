// The order's greeting (spec 000 §4): saving sends the text, removing sends an empty greeting; the
// answered cart replaces the cached one.
import { useMutation } from "@tanstack/react-query";
import { useSnackbars } from "../../components/snackbars/SnackbarProvider.tsx";
import { useLingui } from "@lingui/react";
import { cartApi } from "./cart-api.ts";
import { serverMessage, useCartCallUpdate } from "./useCartCallUpdate.ts";

export function useGreeting() {
  const { fetchApi, language, cartId, setCart } = useCartCallUpdate();
  const snackbars = useSnackbars();
  const { i18n } = useLingui();
  return useMutation({
    mutationFn: async (greeting: string) => {
      const id = cartId();
      if (id === undefined) throw new Error("No cart to add a greeting to");
      return cartApi.greeting(fetchApi, id, greeting, language);
    },
    onSuccess: (cart, greeting) => {
      setCart(cart);
      snackbars.show({
        text: greeting ? i18n._("cart-ui.greeting.saved") : i18n._("cart-ui.greeting.removed"),
        variant: "success",
      });
    },
    onError: (error, greeting) => {
      snackbars.show({
        text:
          serverMessage(error, i18n) ??
          (greeting ? i18n._("cart-ui.greeting.save-failed") : i18n._("cart-ui.greeting.remove-failed")),
        variant: "error",
      });
    },
  });
}
