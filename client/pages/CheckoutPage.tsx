// The checkout page (spec 001 §2): order summary, membership box and the numbered steps, or the
// empty-cart message. The cart is personal, so everything below the heading renders in the browser;
// the steps (checkout/CheckoutLayout.tsx) are not needed to hydrate, and are asked for once the page
// is live, beside the cart itself, so they are there when it arrives.
import { lazy, useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import type { PageProps } from "./page-props.ts";
import { useLingui } from "@lingui/react";
import { useCart } from "../shop/cart/useCart.ts";
import { EmptyCheckout } from "./checkout/EmptyCheckout.tsx";
import { CodeLoadBoundary } from "../components/CodeNotLoaded.tsx";
import "./checkout/CheckoutPage.css";

const loadLayout = () => import("./checkout/CheckoutLayout.tsx");
const CheckoutLayout = lazy(() => loadLayout().then((module) => ({ default: module.CheckoutLayout })));

export function CheckoutPage({ model }: PageProps) {
  const { i18n } = useLingui();
  const cart = useCart();
  const [search] = useSearchParams();
  const redirectResult = search.get("redirectResult");
  const tracked = useRef(false);

  useEffect(() => {
    loadLayout().catch(() => undefined); // a failure shows when the steps render, in their place
  }, []);

  useEffect(() => {
    if (!cart.data || tracked.current) return;
    tracked.current = true;
    // begin_checkout goes with the cart's line items: an empty cart sends none, nor loads its code.
    const shown = cart.data;
    if (!shown.allLineItems.length) return;
    import("../analytics/checkout-events.ts").then(
      (events) => events.trackBeginCheckout(shown),
      (error: unknown) => console.warn("The checkout's analytics did not load", error),
    );
  }, [cart.data]);

  const isEmpty = cart.data && cart.data.totalQuantity === 0 && !redirectResult;
  const loading = <p className="checkout__loading">{i18n._("checkout-ui.loading")}</p>;
  return (
    <div className="page__container checkout">
      <h1 className="checkout__heading">{model.name}</h1>
      {cart.isError ? <p role="alert">{i18n._("checkout-ui.error-default")}</p> : null}
      {!cart.data && !cart.isError ? loading : null}
      {isEmpty ? <EmptyCheckout /> : null}
      {cart.data && !isEmpty ? (
        <CodeLoadBoundary loading={loading}>
          <CheckoutLayout cart={cart.data} redirectResult={redirectResult} />
        </CodeLoadBoundary>
      ) : null}
    </div>
  );
}
