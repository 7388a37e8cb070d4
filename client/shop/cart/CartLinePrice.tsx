// A line's price: the line total, the unit price (and its undiscounted price when discounted), and
// a note while an edit of the line is on its way to the server.
import type { LineItem } from "../../../shared/schemas/cart.ts";
import { useT } from "../../i18n/useT.ts";

export function CartLinePrice({ line, pending }: { line: LineItem; pending: boolean }) {
  const t = useT();
  return (
    <div className="cart-line__price">
      <strong className="cart-line__total">{line.extendedPriceString}</strong>
      <span className="cart-line__unit">
        {line.hasDiscountedPrice && line.discountedPriceString ? (
          <>
            <s className="cart-line__previous">{line.placedPriceString}</s>{" "}
            {t("cart-ui.line.unit-price", { price: line.discountedPriceString })}
          </>
        ) : (
          t("cart-ui.line.unit-price", { price: line.placedPriceString })
        )}
      </span>
      {pending ? (
        <span className="cart-line__pending" role="status">
          {t("cart-ui.line.pending")}
        </span>
      ) : null}
    </div>
  );
}
