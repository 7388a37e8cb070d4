// Saves the user details (PUT details) and keeps the returned checkout state; failures show the
// checkout-error snackbars and are logged (spec 001 §8: the update failure is a console matter).
import type { ShippingAddressInput } from "../../../shared/schemas/checkout.ts";
import { checkoutApi } from "./checkout-api.ts";
import { checkoutQueries } from "./checkout-queries.ts";
import { useCheckoutCall } from "./useCheckoutCall.ts";
import { useCheckoutMutation } from "./useCheckoutMutation.ts";

export function useSaveDetails(cartId: number) {
  const { fetchApi, queryClient, language } = useCheckoutCall();
  return useCheckoutMutation({
    mutationFn: (address: ShippingAddressInput) => checkoutApi.details(fetchApi, cartId, address, language),
    onSuccess: (state) => queryClient.setQueryData(checkoutQueries.state(fetchApi, cartId, language).queryKey, state),
    onError: (error) => console.warn("Saving the checkout details failed", error),
  });
}
