// The order's personal details and, per shipment, its shipping address and lines.
import type { Address, Order } from "../../../shared/schemas/checkout.ts";
import { useLingui } from "@lingui/react";

function AddressLines({ address }: { address: Address }) {
  return (
    <address className="order-confirmation__address">
      {address.firstName} {address.lastName}
      <br />
      {address.line1}
      {address.line2 ? (
        <>
          <br />
          {address.line2}
        </>
      ) : null}
      <br />
      {address.postalCode} {address.city}
      <br />
      {address.countryName ?? address.countryCode}
    </address>
  );
}

export function OrderDetails({ order }: { order: Order }) {
  const { i18n } = useLingui();
  const billing = order.payments[0]?.billingAddress ?? order.shipments[0]?.shippingAddress;
  return (
    <>
      {billing ? (
        <section className="order-confirmation__section" aria-labelledby="order-personal-heading">
          <h2 id="order-personal-heading">{i18n._("order-confirmation.personal")}</h2>
          <p>
            {billing.firstName} {billing.lastName}
            <br />
            {billing.email}
            <br />
            {billing.phoneNumber}
          </p>
          <h3>{i18n._("order-confirmation.billing-address")}</h3>
          <AddressLines address={billing} />
        </section>
      ) : null}
      {order.greeting ? (
        <section className="order-confirmation__section" aria-labelledby="order-greeting-heading">
          <h2 id="order-greeting-heading">{i18n._("order-confirmation.greeting")}</h2>
          <p className="order-confirmation__greeting">{order.greeting}</p>
        </section>
      ) : null}
      {order.shipments.map((shipment, index) => (
        <section
          key={shipment.shipmentId}
          className="order-confirmation__section"
          aria-labelledby={`order-shipment-${shipment.shipmentId}`}
        >
          <h2 id={`order-shipment-${shipment.shipmentId}`}>
            {order.shipments.length > 1
              ? i18n._("order-confirmation.shipment-n", { n: index + 1 })
              : i18n._("order-confirmation.shipment")}
          </h2>
          <h3>{i18n._("order-confirmation.shipping-address")}</h3>
          <AddressLines address={shipment.shippingAddress} />
          <ul className="order-confirmation__lines">
            {shipment.lineItems.map((line) => (
              <li key={line.id} className="order-confirmation__line">
                <span className="order-confirmation__line-name">
                  {line.displayName}
                  {line.isCustomTablet && line.frontText ? (
                    <span className="order-confirmation__note">
                      {i18n._("order-confirmation.tablet", { text: line.frontText, name: line.recipientName ?? "" })}
                    </span>
                  ) : null}
                </span>
                <span>{i18n._("checkout-ui.summary.quantity", { quantity: line.quantity })}</span>
                <span className="order-confirmation__line-price">{line.extendedPriceString}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
