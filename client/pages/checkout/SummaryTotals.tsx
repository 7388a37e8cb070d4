// The cart's totals in the checkout summary: weight, shipping, promotions, total, gift cards and the
// amount left for the card.
import { isShippingUnchosen } from "../../../shared/rules/cart-shipping.ts";
import type { Cart } from "../../../shared/schemas/cart.ts";
import { useLingui } from "@lingui/react";

export function SummaryTotals({ cart }: { cart: Cart }) {
  const { i18n } = useLingui();
  const rows: [string, string][] = [
    [i18n._("checkout-ui.totals.weight"), cart.totalDisplayWeight],
    [
      i18n._("checkout-ui.totals.shipping"),
      isShippingUnchosen(cart) ? i18n._("cart-ui.summary.shipping-not-chosen") : cart.shippingTotalDisplayPrice,
    ],
    ...(cart.hasPromotions || cart.promotionsSavedAmount > 0
      ? [[i18n._("checkout-ui.totals.promotions"), `−${cart.promotionsDisplaySavedAmount}`] as [string, string]]
      : []),
    [i18n._("checkout-ui.totals.tax"), cart.totalDisplayTax],
    [i18n._("checkout-ui.totals.total"), cart.totalDisplayPrice],
    ...(cart.isGiftCardApplied
      ? [
          [i18n._("checkout-ui.totals.gift-card"), `−${cart.giftCardPaymentDisplayAmount}`] as [string, string],
          [i18n._("checkout-ui.totals.payable"), cart.paymentProviderDisplayAmount] as [string, string],
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
