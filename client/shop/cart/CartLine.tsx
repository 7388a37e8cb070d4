// One cart line as the drawer and the cart page's mobile list show it: image, name, custom tablet
// details, price, a quantity stepper and removal. A line with an edit on its way is marked busy.
import { ProductThumbnail } from "../../components/product/ProductThumbnail.tsx";
import type { LineItem } from "../../../shared/schemas/cart.ts";
import { Link } from "../../components/Link.tsx";
import { QuantityStepper } from "../../components/product/QuantityStepper.tsx";
import { useLingui } from "@lingui/react";
import { CartLinePrice } from "./CartLinePrice.tsx";
import { CartLineRemove } from "./CartLineRemove.tsx";
import { CustomTabletDetails } from "./CustomTabletDetails.tsx";
import type { CartEdits } from "./useCartEdits.ts";
import "./CartLine.css";

export const CART_QUANTITY_MAX = 999;

export interface CartLineProps {
  line: LineItem;
  edits: CartEdits;
  pending: boolean;
}

export function CartLine({ line, edits, pending }: CartLineProps) {
  const { i18n } = useLingui();
  return (
    <li className="cart-line" aria-busy={pending || undefined}>
      {line.productImageUrl ? (
        <ProductThumbnail className="cart-line__image" url={line.productImageUrl} size={80} />
      ) : (
        <span className="cart-line__image" aria-hidden="true" />
      )}
      <div className="cart-line__body">
        <Link className="cart-line__name" href={line.productUrl}>
          {line.displayName}
        </Link>
        {line.totalWeightString ? <p className="cart-line__weight">{line.totalWeightString}</p> : null}
        {line.isCustomTablet ? <CustomTabletDetails line={line} /> : null}
        <div className="cart-line__controls">
          <QuantityStepper
            className="cart-line__quantity"
            label={i18n._("cart-ui.line.quantity", { name: line.displayName })}
            value={line.quantity}
            max={CART_QUANTITY_MAX}
            onChange={(quantity) => edits.setQuantity(line, quantity)}
          />
          <CartLinePrice line={line} pending={pending} />
        </div>
      </div>
      <CartLineRemove line={line} edits={edits} />
    </li>
  );
}
