// The checkout of a cart that holds something (spec 001 §2): the membership box and the numbered
// steps beside the order summary, in the checkout's own view of the cart (with the coupon discount
// and the chosen shipping). The page loads it with the cart's first answer, so the checkout of an
// empty cart never loads the steps, their forms or the summary.
import { useQuery } from "@tanstack/react-query";
import type { Cart } from "../../../shared/schemas/cart.ts";
import { checkoutQueries } from "../../shop/checkout/checkout-queries.ts";
import { useCheckoutCall } from "../../shop/checkout/useCheckoutCall.ts";
import { CheckoutSteps } from "./CheckoutSteps.tsx";
import { MembershipBox } from "./MembershipBox.tsx";
import { OrderSummary } from "./OrderSummary.tsx";

export function CheckoutLayout({ cart, redirectResult }: { cart: Cart; redirectResult: string | null }) {
  const { fetchApi, language } = useCheckoutCall();
  const state = useQuery({
    ...checkoutQueries.state(fetchApi, cart.id, language),
    enabled: Boolean(cart.totalQuantity),
  });
  const shown = state.data?.cart ?? cart;
  return (
    <div className="checkout__layout">
      <div className="checkout__main">
        <MembershipBox />
        <CheckoutSteps cart={shown} redirectResult={redirectResult} />
      </div>
      <OrderSummary cart={shown} />
    </div>
  );
}
