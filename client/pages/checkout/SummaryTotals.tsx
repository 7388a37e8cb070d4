// The cart's totals in the checkout summary: weight, shipping, promotions, total, gift cards and the
// amount left for the card.
import type { Cart } from "../../../shared/schemas/cart.ts";
import { useT } from "../../i18n/useT.ts";

export function SummaryTotals({ cart }: { cart: Cart }) {
  const t = useT();
  const rows: [string, string][] = [
    [t("checkout-ui.totals.weight"), cart.totalDisplayWeight],
    [t("checkout-ui.totals.shipping"), cart.shippingTotalDisplayPrice],
    ...(cart.hasPromotions || cart.promotionsSavedAmount > 0
      ? [[t("checkout-ui.totals.promotions"), `−${cart.promotionsDisplaySavedAmount}`] as [string, string]]
      : []),
    [t("checkout-ui.totals.tax"), cart.totalDisplayTax],
    [t("checkout-ui.totals.total"), cart.totalDisplayPrice],
    ...(cart.isGiftCardApplied
      ? [
          [t("checkout-ui.totals.gift-card"), `−${cart.giftCardPaymentDisplayAmount}`] as [string, string],
          [t("checkout-ui.totals.payable"), cart.paymentProviderDisplayAmount] as [string, string],
        ]
      : []),
  ];
  return (
    <dl className="checkout-summary__totals">
      {rows.map(([label, value]) => (
        <div key={label} className="checkout-summary__total-row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
