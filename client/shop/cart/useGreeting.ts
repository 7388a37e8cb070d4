// The order's greeting (spec 000 §4): saving sends the text, removing sends an empty greeting; the
// answered cart replaces the cached one.
import { useMutation } from "@tanstack/react-query";
import { useSnackbars } from "../../components/snackbars/SnackbarProvider.tsx";
import { useT } from "../../i18n/useT.ts";
import { cartApi } from "./cart-api.ts";
import { serverMessage, useCartCallUpdate } from "./useCartCallUpdate.ts";

export function useGreeting() {
  const { fetchApi, language, cartId, setCart } = useCartCallUpdate();
  const snackbars = useSnackbars();
  const t = useT();
  return useMutation({
    mutationFn: async (greeting: string) => {
      const id = cartId();
      if (id === undefined) throw new Error("No cart to add a greeting to");
      return cartApi.greeting(fetchApi, id, greeting, language);
    },
    onSuccess: (cart, greeting) => {
      setCart(cart);
      snackbars.show({ text: t(greeting ? "cart-ui.greeting.saved" : "cart-ui.greeting.removed"), variant: "success" });
    },
    onError: (error, greeting) => {
      snackbars.show({
        text: serverMessage(error, t) ?? t(greeting ? "cart-ui.greeting.save-failed" : "cart-ui.greeting.remove-failed"),
        variant: "error",
      });
    },
  });
}
