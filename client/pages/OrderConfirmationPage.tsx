// The order confirmation page (spec 001 §2, §4): reads orderId, loads the order (browser only: it is
// personal), shows the order with confetti, sends purchase once per order number and clears the
// recently-viewed list; a failed load shows 'error loading order'.
import { useQuery } from "@tanstack/react-query";
import { useHydrated } from "../app/useHydrated.ts";
import { useSearchParams } from "react-router";
import type { PageProps } from "./page-props.ts";
import { buttonLinkClass } from "../components/ButtonLink.tsx";
import { Link } from "../components/Link.tsx";
import { useLingui } from "@lingui/react";
import { checkoutQueries } from "../shop/checkout/checkout-queries.ts";
import { useCheckoutCall } from "../shop/checkout/useCheckoutCall.ts";
import { Confetti } from "./order-confirmation/Confetti.tsx";
import { OrderDetails } from "./order-confirmation/OrderDetails.tsx";
import { OrderTotals } from "./order-confirmation/OrderTotals.tsx";
import { useTrackPurchase } from "./order-confirmation/useTrackPurchase.ts";
import "./order-confirmation/OrderConfirmationPage.css";

export function OrderConfirmationPage({ model }: PageProps) {
  const { i18n } = useLingui();
  const { fetchApi, language } = useCheckoutCall();
  const orderId = useSearchParams()[0].get("orderId");
  const hydrated = useHydrated();
  const query = useQuery({ ...checkoutQueries.order(fetchApi, orderId ?? "", language), enabled: hydrated && Boolean(orderId) });
  // Browser-only data: hidden until hydration is over, so the server's markup always matches.
  const order = hydrated ? query : { ...query, data: undefined, isError: false };
  useTrackPurchase(order.data);
  const failed = !orderId || order.isError;

  return (
    <div className="page__container page__container--narrow order-confirmation">
      {order.data ? <Confetti /> : null}
      <h1>{model.name}</h1>
      {failed ? <p role="alert">{i18n._("order-confirmation.error")}</p> : null}
      {!failed && !order.data ? <p>{i18n._("checkout-ui.loading")}</p> : null}
      {order.data ? (
        <>
          <p className="order-confirmation__sent">
            {i18n._("order-confirmation.sent", { email: order.data.payments[0]?.billingAddress.email ?? order.data.email })}
          </p>
          <p className="order-confirmation__number">
            {i18n._("order-confirmation.number")} <strong>{order.data.orderNumber}</strong>
          </p>
          <OrderDetails order={order.data} />
          <OrderTotals order={order.data} />
        </>
      ) : null}
      <Link href={model.navigation.currentLanguageStartPage} className={buttonLinkClass("secondary")}>
        {i18n._("order-confirmation.back")}
      </Link>
    </div>
  );
}
