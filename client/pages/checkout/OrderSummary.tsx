// The order summary beside the steps (spec 001 §2): lines and totals, with an edit-cart link; on
// mobile it collapses behind a button that shows the total.
import { ProductThumbnail } from "../../components/product/ProductThumbnail.tsx";
import { useId, useState } from "react";
import type { Cart } from "../../../shared/schemas/cart.ts";
import { usePageModel } from "../../app/page-context.ts";
import { Link } from "../../components/Link.tsx";
import { useLingui } from "@lingui/react";
import { SummaryTotals } from "./SummaryTotals.tsx";
import "./OrderSummary.css";

export function OrderSummary({ cart }: { cart: Cart }) {
  const { i18n } = useLingui();
  const { cartPageUrl } = usePageModel().navigation;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <aside className="checkout-summary" aria-labelledby={`${panelId}-heading`}>
      <h2 id={`${panelId}-heading`} className="checkout-summary__heading">
        <button
          type="button"
          className="checkout-summary__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          <span>{i18n._("checkout-ui.summary.heading")}</span>
          <span className="checkout-summary__toggle-total">{cart.totalDisplayPrice}</span>
        </button>
        <span className="checkout-summary__title">{i18n._("checkout-ui.summary.heading")}</span>
      </h2>
      <div id={panelId} className={open ? "checkout-summary__panel is-open" : "checkout-summary__panel"}>
        <ul className="checkout-summary__lines">
          {cart.allLineItems.map((line) => (
            <li key={line.id} className="checkout-summary__line">
              {line.productImageUrl ? <ProductThumbnail url={line.productImageUrl} size={56} /> : null}
              <span className="checkout-summary__name">
                {line.displayName}
                {line.isCustomTablet && line.recipientName ? (
                  <span className="checkout-summary__note">
                    {i18n._("checkout-ui.summary.recipient", { name: line.recipientName })}
                  </span>
                ) : null}
              </span>
              <span className="checkout-summary__quantity">
                {i18n._("checkout-ui.summary.quantity", { quantity: line.quantity })}
              </span>
              <span className="checkout-summary__price">{line.extendedPriceString}</span>
            </li>
          ))}
        </ul>
        <SummaryTotals cart={cart} />
        {cartPageUrl ? (
          <Link href={cartPageUrl} className="checkout-summary__edit">
            {i18n._("checkout-ui.summary.edit-cart")}
          </Link>
        ) : null}
      </div>
    </aside>
  );
}
