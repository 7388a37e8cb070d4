// The order's totals table (spec 001 §2): weight, taxes, shipping, promotions deduction, total,
// gift-card deduction and the payable total. A deduction that did not happen is left out rather than
// shown as "−€0.00".
import type { Order } from "../../../shared/schemas/checkout.ts";
import { useLingui } from "@lingui/react";

export function OrderTotals({ order }: { order: Order }) {
  const { i18n } = useLingui();
  const { totals } = order;
  const rows: [string, string, boolean?][] = [
    [i18n._("checkout-ui.totals.weight"), order.totalDisplayWeight],
    [i18n._("checkout-ui.totals.tax"), totals.taxTotalDisplay],
    [i18n._("checkout-ui.totals.shipping"), totals.shippingTotalDisplay],
    ...deduction(i18n._("checkout-ui.totals.promotions"), totals.discountTotal, totals.discountTotalDisplay),
    [i18n._("checkout-ui.totals.total"), totals.totalDisplay],
    ...deduction(i18n._("checkout-ui.totals.gift-card"), totals.giftCardTotal, totals.giftCardTotalDisplay),
    [i18n._("checkout-ui.totals.payable"), totals.payableTotalDisplay, true],
  ];
  return (
    <table className="order-confirmation__totals">
      <caption className="visually-hidden">{i18n._("order-confirmation.totals")}</caption>
      <tbody>
        {rows.map(([label, value, strong]) => (
          <tr key={label} className={strong ? "is-strong" : undefined}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function deduction(label: string, amount: number, display: string): [string, string][] {
  return amount > 0 ? [[label, `−${display}`]] : [];
}
