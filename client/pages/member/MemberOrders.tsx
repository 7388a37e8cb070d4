// d2c-my-order-history (spec 001 §2, §4): the member's orders in a table (number, amount, date,
// status, a view button); the button opens a right-side panel with the order's details.
import { useLingui } from "@lingui/react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formatDate } from "../../../shared/rules/locale.ts";
import type { OrderHistoryRow } from "../../../shared/schemas/member.ts";
import type { MemberPageFields } from "../../../shared/schemas/page-fields.ts";
import { createApiClient } from "../../app/api-client.ts";
import { useStorefront } from "../../app/storefront-context.ts";
import { MemberLayout } from "./MemberLayout.tsx";
import { orderStatusLabel } from "./order-status.ts";
import type { PageProps } from "../page-props.ts";
import { WhenLoaded } from "../../components/CodeNotLoaded.tsx";
import { lazyWhenIdle } from "../../app/fetch-when-idle.ts";

// The order panel opens on a click, so its code (and the side panel's) loads then, not with the page.
const OrderPanel = lazyWhenIdle(() => import("./OrderPanel.tsx").then((module) => module.OrderPanel));

export function MemberOrders({ model }: PageProps<MemberPageFields>) {
  return <MemberLayout model={model}>{() => <OrderHistory language={model.metadata.currentLanguage} />}</MemberLayout>;
}

function OrderHistory({ language }: { language: string }) {
  const { i18n } = useLingui();
  const { fetchApi } = useStorefront();
  const [open, setOpen] = useState<string | null>(null);
  const orders = useQuery({
    queryKey: ["member", "orders", language],
    queryFn: () => createApiClient(fetchApi, language).get<OrderHistoryRow[]>("/api/me/orders"),
    staleTime: 60_000,
    retry: 1,
  });
  if (orders.isPending) return <p aria-busy="true">{i18n._("member.orders.loading")}</p>;
  if (orders.isError) return <p role="alert">{i18n._("member.orders.failed")}</p>;
  if (orders.data.length === 0) return <p>{i18n._("member.orders.none")}</p>;
  return (
    <>
      <table className="member-page__table">
        <caption className="visually-hidden">{i18n._("member.orders.caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{i18n._("member.orders.number")}</th>
            <th scope="col">{i18n._("member.orders.amount")}</th>
            <th scope="col">{i18n._("member.orders.date")}</th>
            <th scope="col">{i18n._("member.orders.status")}</th>
            <th scope="col">
              <span className="visually-hidden">{i18n._("member.orders.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.data.map((order) => (
            <tr key={order.id}>
              <th scope="row">{order.orderNumber}</th>
              <td>{order.total}</td>
              <td>{formatDate(order.date, language)}</td>
              <td>{orderStatusLabel(order.status, i18n)}</td>
              <td>
                <button
                  type="button"
                  aria-label={i18n._("member.orders.view-order", { number: order.orderNumber })}
                  onClick={() => setOpen(order.orderNumber)}
                >
                  {i18n._("member.orders.view")}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {open ? (
        <WhenLoaded onFail={() => setOpen(null)}>
          <OrderPanel orderNumber={open} language={language} onClose={() => setOpen(null)} />
        </WhenLoaded>
      ) : null}
    </>
  );
}
