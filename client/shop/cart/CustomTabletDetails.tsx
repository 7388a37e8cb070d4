// What the shopper wrote on a custom tablet and whom it goes to, under the line's name.
import type { LineItem } from "../../../shared/schemas/cart.ts";
import { useT } from "../../i18n/useT.ts";

export function CustomTabletDetails({ line }: { line: LineItem }) {
  const t = useT();
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
    [t("cart-ui.tablet.flavour"), line.flavour],
    [t("cart-ui.tablet.front"), line.frontText],
    [t("cart-ui.tablet.back"), line.backText],
    [t("cart-ui.tablet.signature"), line.signature],
    [t("cart-ui.tablet.recipient"), recipient || null],
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
