// One order of the member's history in a right-side panel (spec 001 §2): its lines and totals, loaded
// when opened (cached 60 s, one retry); 'failed to load order' in the panel when it cannot be.
import { useLingui } from "@lingui/react";
import { useQuery } from "@tanstack/react-query";
import type { Order } from "../../../shared/schemas/checkout.ts";
import { createApiClient } from "../../app/api-client.ts";
import { useStorefront } from "../../app/storefront-context.ts";
import { SidePanel } from "../../components/SidePanel.tsx";

export function OrderPanel({ orderNumber, language, onClose }: { orderNumber: string; language: string; onClose: () => void }) {
  const { i18n } = useLingui();
  const { fetchApi } = useStorefront();
  const order = useQuery({
    queryKey: ["member", "order", orderNumber, language],
    queryFn: () => createApiClient(fetchApi, language).get<Order>(`/api/me/orders/${encodeURIComponent(orderNumber)}`),
    staleTime: 60_000,
    retry: 1,
  });
  return (
    <SidePanel title={i18n._("member.order.title", { number: orderNumber })} onClose={onClose}>
      {order.isPending ? <p aria-busy="true">{i18n._("member.orders.loading")}</p> : null}
      {order.isError ? <p role="alert">{i18n._("member.order.failed")}</p> : null}
      {order.data ? (
        <>
          <ul className="member-page__order-lines">
            {order.data.shipments.flatMap((shipment) =>
              shipment.lineItems.map((line) => (
                <li key={line.id}>
                  {i18n._("member.order.line", {
                    quantity: line.quantity,
                    name: line.displayName,
                    price: line.extendedPriceString,
                  })}
                </li>
              )),
            )}
          </ul>
          <dl className="member-page__details">
            <dt>{i18n._("member.order.shipping")}</dt>
            <dd>{order.data.totals.shippingTotalDisplay}</dd>
            <dt>{i18n._("member.order.total")}</dt>
            <dd>{order.data.totals.totalDisplay}</dd>
          </dl>
        </>
      ) : null}
    </SidePanel>
  );
}
