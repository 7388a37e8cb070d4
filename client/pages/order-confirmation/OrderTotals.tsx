// The order's totals table (spec 001 §2): weight, taxes, shipping, promotions deduction, total,
// gift-card deduction and the payable total. A deduction that did not happen is left out rather than
// shown as "−€0.00".
import type { Order } from "../../../shared/schemas/checkout.ts";
import { useT } from "../../i18n/useT.ts";

export function OrderTotals({ order }: { order: Order }) {
  const t = useT();
  const { totals } = order;
  const rows: [string, string, boolean?][] = [
    [t("checkout-ui.totals.weight"), order.totalDisplayWeight],
    [t("checkout-ui.totals.tax"), totals.taxTotalDisplay],
    [t("checkout-ui.totals.shipping"), totals.shippingTotalDisplay],
    ...deduction(t("checkout-ui.totals.promotions"), totals.discountTotal, totals.discountTotalDisplay),
    [t("checkout-ui.totals.total"), totals.totalDisplay],
    ...deduction(t("checkout-ui.totals.gift-card"), totals.giftCardTotal, totals.giftCardTotalDisplay),
    [t("checkout-ui.totals.payable"), totals.payableTotalDisplay, true],
  ];
  return (
    <table className="order-confirmation__totals">
      <caption className="visually-hidden">{t("checkout-ui.confirmation.totals")}</caption>
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
