// cart: the shopper's cart page (spec 001 §2 "Cart page"). The cart is personal, so it is fetched in
// the browser and never server-rendered: the server (and the hydrating browser) draw the loading label.
// The filled cart's lines, forms and summary (cart/CartContents.tsx) are not needed to hydrate: they
// are asked for once the page is live, beside the cart itself, so they are there when it arrives.
import { lazy, useEffect } from "react";
import type { PageProps } from "./page-props.ts";
import { useLingui } from "@lingui/react";
import { CartEmpty } from "./cart/CartEmpty.tsx";
import { useCart } from "../shop/cart/useCart.ts";
import "./cart/CartPage.css";
import { countValues } from "../../shared/rules/locale.ts";
import { CodeLoadBoundary } from "../components/CodeNotLoaded.tsx";

const loadContents = () => import("./cart/CartContents.tsx");
const CartContents = lazy(() => loadContents().then((module) => ({ default: module.CartContents })));

export function CartPage({ model }: PageProps) {
  const { i18n } = useLingui();
  const cart = useCart().data;
  useEffect(() => {
    loadContents().catch(() => undefined); // a failure shows when the contents render, in their place
  }, []);
  const loading = (
    <p className="cart-page__loading" role="status">
      {i18n._("cart-ui.loading")}
    </p>
  );
  return (
    <div className="page cart-page">
      <h1 className="cart-page__heading">
        {cart ? i18n._("cart-ui.page.heading", countValues(cart.totalQuantity, i18n.locale)) : model.name}
      </h1>
      {!cart ? (
        loading
      ) : cart.allLineItems.length === 0 ? (
        <CartEmpty />
      ) : (
        <CodeLoadBoundary loading={loading}>
          <CartContents cart={cart} />
        </CodeLoadBoundary>
      )}
    </div>
  );
}
