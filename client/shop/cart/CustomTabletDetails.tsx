// What the shopper wrote on a custom tablet and whom it goes to, under the line's name.
import type { LineItem } from "../../../shared/schemas/cart.ts";
import { useLingui } from "@lingui/react";

export function CustomTabletDetails({ line }: { line: LineItem }) {
  const { i18n } = useLingui();
  const recipient = [
    line.recipientName,
    line.recipientAddress,
    [line.recipientPostalCode, line.recipientCity].filter(Boolean).join(" "),
    line.recipientCountry,
    line.recipientPhone,
  ]
    .filter(Boolean)
    .join(", ");
  const rows: [string, string | null][] = [
    [i18n._("cart-ui.tablet.flavour"), line.flavour],
    [i18n._("cart-ui.tablet.front"), line.frontText],
    [i18n._("cart-ui.tablet.back"), line.backText],
    [i18n._("cart-ui.tablet.signature"), line.signature],
    [i18n._("cart-ui.tablet.recipient"), recipient || null],
  ];
  return (
    <dl className="cart-line__tablet">
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label} className="cart-line__tablet-row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
