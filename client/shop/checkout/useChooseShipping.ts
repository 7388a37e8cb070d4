// Saves the shipping method the delivery widget reported (PUT shipping): the returned checkout state
// and its cart replace the cached ones, and add_shipping_info is sent.
import { trackAddShippingInfo } from "../../analytics/checkout-events.ts";
import { setAnsweredCart } from "../cart/cart-queries.ts";
import { checkoutApi } from "./checkout-api.ts";
import { checkoutQueries } from "./checkout-queries.ts";
import { useCheckoutCall } from "./useCheckoutCall.ts";
import { useCheckoutMutation } from "./useCheckoutMutation.ts";

export function useChooseShipping(cartId: number) {
  const { fetchApi, queryClient, language } = useCheckoutCall();
  return useCheckoutMutation({
    mutationFn: (shippingMethod: string) => checkoutApi.chooseShipping(fetchApi, cartId, shippingMethod, language),
    onSuccess: (state) => {
      queryClient.setQueryData(checkoutQueries.state(fetchApi, cartId, language).queryKey, state);
      setAnsweredCart(queryClient, state.cart);
      trackAddShippingInfo(state.cart, state.shippingMethod?.name ?? null);
    },
  });
}
