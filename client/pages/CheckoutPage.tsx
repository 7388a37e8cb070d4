// The checkout page (spec 001 §2): order summary, membership box and the numbered steps, or the
// empty-cart message. The cart is personal, so everything below the heading renders in the browser.
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import type { PageProps } from "./page-props.ts";
import { trackBeginCheckout } from "../analytics/checkout-events.ts";
import { useLingui } from "@lingui/react";
import { useCart } from "../shop/cart/useCart.ts";
import { checkoutQueries } from "../shop/checkout/checkout-queries.ts";
import { useCheckoutCall } from "../shop/checkout/useCheckoutCall.ts";
import { CheckoutSteps } from "./checkout/CheckoutSteps.tsx";
import { EmptyCheckout } from "./checkout/EmptyCheckout.tsx";
import { MembershipBox } from "./checkout/MembershipBox.tsx";
import { OrderSummary } from "./checkout/OrderSummary.tsx";
import "./checkout/CheckoutPage.css";

export function CheckoutPage({ model }: PageProps) {
  const { i18n } = useLingui();
  const cart = useCart();
  const { fetchApi, language } = useCheckoutCall();
  // The checkout's own view of the cart carries the coupon discount and the chosen shipping.
  const state = useQuery({
    ...checkoutQueries.state(fetchApi, cart.data?.id ?? 0, language),
    enabled: Boolean(cart.data?.totalQuantity),
  });
  const shown = state.data?.cart ?? cart.data;
  const [search] = useSearchParams();
  const redirectResult = search.get("redirectResult");
  const tracked = useRef(false);

  useEffect(() => {
    if (!cart.data || tracked.current) return;
    tracked.current = true;
    trackBeginCheckout(cart.data);
  }, [cart.data]);

  const isEmpty = cart.data && cart.data.totalQuantity === 0 && !redirectResult;
  return (
    <div className="page__container checkout">
      <h1 className="checkout__heading">{model.name}</h1>
      {cart.isError ? <p role="alert">{i18n._("checkout-ui.error-default")}</p> : null}
      {!cart.data && !cart.isError ? <p className="checkout__loading">{i18n._("checkout-ui.loading")}</p> : null}
      {isEmpty ? <EmptyCheckout /> : null}
      {cart.data && !isEmpty ? (
        <div className="checkout__layout">
          <div className="checkout__main">
            <MembershipBox />
            <CheckoutSteps cart={shown ?? cart.data} redirectResult={redirectResult} />
          </div>
          <OrderSummary cart={shown ?? cart.data} />
        </div>
      ) : null}
    </div>
  );
}
