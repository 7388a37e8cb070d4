// cart: the shopper's cart page (spec 001 §2 "Cart page"). The cart is personal, so it is fetched in
// the browser and never server-rendered: the server (and the hydrating browser) draw the loading label.
import type { PageProps } from "./page-props.ts";
import { useLingui } from "@lingui/react";
import { CartContents } from "./cart/CartContents.tsx";
import { CartEmpty } from "./cart/CartEmpty.tsx";
import { useCart } from "../shop/cart/useCart.ts";
import "./cart/CartPage.css";

export function CartPage({ model }: PageProps) {
  const { i18n } = useLingui();
  const cart = useCart().data;
  return (
    <div className="page cart-page">
      <h1 className="cart-page__heading">{cart ? i18n._("cart-ui.page.heading", { count: cart.totalQuantity }) : model.name}</h1>
      {!cart ? (
        <p className="cart-page__loading" role="status">
          {i18n._("cart-ui.loading")}
        </p>
      ) : cart.allLineItems.length === 0 ? (
        <CartEmpty />
      ) : (
        <CartContents cart={cart} />
      )}
    </div>
  );
}
