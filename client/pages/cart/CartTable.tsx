// The cart's lines as a table on desktop (spec 001 §2): product, weight, quantity, price, removal.
import { ProductThumbnail } from "../../components/product/ProductThumbnail.tsx";
import type { Cart } from "../../../shared/schemas/cart.ts";
import { Link } from "../../components/Link.tsx";
import { QuantityStepper } from "../../components/product/QuantityStepper.tsx";
import { useLingui } from "@lingui/react";
import { CART_QUANTITY_MAX } from "../../shop/cart/CartLine.tsx";
import { CartLinePrice } from "../../shop/cart/CartLinePrice.tsx";
import { CartLineRemove } from "../../shop/cart/CartLineRemove.tsx";
import { CustomTabletDetails } from "../../shop/cart/CustomTabletDetails.tsx";
import type { CartEdits } from "../../shop/cart/useCartEdits.ts";
import { usePendingCartLines } from "../../shop/cart/usePendingCartLines.ts";

export function CartTable({ cart, edits }: { cart: Cart; edits: CartEdits }) {
  const { i18n } = useLingui();
  const pending = usePendingCartLines();
  return (
    <table className="cart-table">
      <thead>
        <tr>
          <th scope="col">{i18n._("cart-ui.page.product")}</th>
          <th scope="col">{i18n._("cart-ui.page.weight")}</th>
          <th scope="col">{i18n._("cart-ui.page.quantity")}</th>
          <th scope="col" className="cart-table__number">
            {i18n._("cart-ui.page.price")}
          </th>
          <th scope="col">
            <span className="visually-hidden">{i18n._("cart-ui.page.remove")}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {cart.allLineItems.map((line) => (
          <tr key={line.id} aria-busy={pending.includes(line.id) || undefined}>
            <td>
              <div className="cart-table__product">
                {line.productImageUrl ? (
                  <ProductThumbnail className="cart-line__image" url={line.productImageUrl} size={80} />
                ) : null}
                <div>
                  <Link className="cart-line__name" href={line.productUrl}>
                    {line.displayName}
                  </Link>
                  {line.isCustomTablet ? <CustomTabletDetails line={line} /> : null}
                </div>
              </div>
            </td>
            <td>{line.totalWeightString}</td>
            <td>
              <QuantityStepper
                label={i18n._("cart-ui.line.quantity", { name: line.displayName })}
                className="cart-line__quantity"
                value={line.quantity}
                max={CART_QUANTITY_MAX}
                onChange={(quantity) => edits.setQuantity(line, quantity)}
              />
            </td>
            <td className="cart-table__number">
              <CartLinePrice line={line} pending={pending.includes(line.id)} />
            </td>
            <td>
              <CartLineRemove line={line} edits={edits} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
