// The cart's totals (spec 000 §2 mini cart summary): subtotal of the lines, discounts, shipping and
// the total, with the gift-card share when one is applied.
import type { Cart } from "../../../shared/schemas/cart.ts";
import { isShippingUnchosen } from "../../../shared/rules/cart-shipping.ts";
import { formatPrice } from "../../../shared/rules/locale.ts";
import { useLingui } from "@lingui/react";
import "./CartSummary.css";

export function CartSummary({ cart }: { cart: Cart }) {
  const { i18n } = useLingui();
  const subtotal = cart.allLineItems.reduce((sum, line) => sum + Math.round(line.extendedPrice * 100), 0) / 100;
  const rows: [string, string, string?][] = [
    [i18n._("cart-ui.summary.subtotal"), formatPrice(subtotal, i18n.locale, cart.currency)],
  ];
  if (cart.promotionsSavedAmount > 0) rows.push([i18n._("cart-ui.summary.discounts"), `−${cart.promotionsDisplaySavedAmount}`]);
  rows.push([
    i18n._("cart-ui.summary.shipping"),
    isShippingUnchosen(cart) ? i18n._("cart-ui.summary.shipping-not-chosen") : cart.shippingTotalDisplayPrice,
  ]);
  if (cart.isGiftCardApplied) rows.push([i18n._("cart-ui.summary.gift-card"), `−${cart.giftCardPaymentDisplayAmount}`]);
  return (
    <table className="cart-summary">
      <caption className="cart-summary__caption">{i18n._("cart-ui.summary.caption")}</caption>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
        <tr className="cart-summary__total">
          <th scope="row">{i18n._("cart-ui.summary.total")}</th>
          <td>{cart.totalDisplayPrice}</td>
        </tr>
        <tr className="cart-summary__tax">
          <th scope="row">{i18n._("cart-ui.summary.tax")}</th>
          <td>{cart.totalDisplayTax}</td>
        </tr>
      </tbody>
    </table>
  );
}
