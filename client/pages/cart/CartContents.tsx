// The filled cart page: lines (a table on desktop, a list on mobile — both rendered, CSS shows one),
// the total weight, promotions, greeting and promo code, the summary and the way to checkout.
// view_cart is sent once the cart has loaded.
import { useEffect, useRef } from "react";
import type { Cart } from "../../../shared/schemas/cart.ts";
import { usePageModel } from "../../app/page-context.ts";
import { buttonLinkClass } from "../../components/ButtonLink.tsx";
import { Link } from "../../components/Link.tsx";
import { useLingui } from "@lingui/react";
import { trackViewCart } from "../../shop/cart/cart-analytics.ts";
import { CartExtras } from "../../shop/cart/CartExtras.tsx";
import { CartLines } from "../../shop/cart/CartLines.tsx";
import { CartSummary } from "../../shop/cart/CartSummary.tsx";
import { useCartEdits } from "../../shop/cart/useCartEdits.ts";
import { CartPromotions } from "./CartPromotions.tsx";
import { CartTable } from "./CartTable.tsx";

export function CartContents({ cart }: { cart: Cart }) {
  const { i18n } = useLingui();
  const { navigation } = usePageModel();
  const edits = useCartEdits();
  const tracked = useRef(false);
  useEffect(() => {
    if (tracked.current) return;
    tracked.current = true;
    trackViewCart(cart);
  }, [cart]);

  return (
    <div className="cart-page__layout">
      <section className="cart-page__lines" aria-label={i18n._("cart-ui.page.lines")}>
        <CartTable cart={cart} edits={edits} />
        <CartLines cart={cart} edits={edits} className="cart-page__list" />
        <p className="cart-page__weight">{i18n._("cart-ui.page.total-weight", { weight: cart.totalDisplayWeight })}</p>
      </section>
      <aside className="cart-page__side" aria-label={i18n._("cart-ui.summary.caption")}>
        <CartPromotions cart={cart} />
        <CartExtras cart={cart} headingTag="h2" />
        <CartSummary cart={cart} />
        {navigation.checkoutPageUrl ? (
          <Link href={navigation.checkoutPageUrl} className={buttonLinkClass("primary", "cart-page__checkout")}>
            {i18n._("cart-ui.to-checkout")}
          </Link>
        ) : null}
      </aside>
    </div>
  );
}
