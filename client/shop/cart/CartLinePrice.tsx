// A line's price: the line total, the unit price (and its undiscounted price when discounted), and
// a note while an edit of the line is on its way to the server.
import type { LineItem } from "../../../shared/schemas/cart.ts";
import { useLingui } from "@lingui/react";

export function CartLinePrice({ line, pending }: { line: LineItem; pending: boolean }) {
  const { i18n } = useLingui();
  return (
    <div className="cart-line__price">
      <strong className="cart-line__total">{line.extendedPriceString}</strong>
      <span className="cart-line__unit">
        {line.hasDiscountedPrice && line.discountedPriceString ? (
          <>
            <s className="cart-line__previous">{line.placedPriceString}</s>{" "}
            {i18n._("cart-ui.line.unit-price", { price: line.discountedPriceString })}
          </>
        ) : (
          i18n._("cart-ui.line.unit-price", { price: line.placedPriceString })
        )}
      </span>
      {pending ? (
        <span className="cart-line__pending" role="status">
          {i18n._("cart-ui.line.pending")}
        </span>
      ) : null}
    </div>
  );
}
