// The mini cart drawer (spec 000 §2): a modal side panel with the cart's heading and item count,
// its lines, the greeting and promo-code accordions, the summary and links to the cart page and
// checkout. Loaded on first open from the header's cart button; view_cart is sent as it opens.
import { useEffect, useRef } from "react";
import { usePageModel } from "../../app/page-context.ts";
import { buttonLinkClass } from "../../components/ButtonLink.tsx";
import { Link } from "../../components/Link.tsx";
import { useLingui } from "@lingui/react";
import { SidePanel } from "../../components/SidePanel.tsx";
import { trackViewCart } from "./cart-analytics.ts";
import { CartExtras } from "./CartExtras.tsx";
import { CartLines } from "./CartLines.tsx";
import { CartSummary } from "./CartSummary.tsx";
import { useCart } from "./useCart.ts";
import { useCartEdits } from "./useCartEdits.ts";
import "./MiniCartDrawer.css";
import { countValues } from "../../../shared/rules/locale.ts";
import { useAfterFirstPaint } from "../../app/useAfterFirstPaint.ts";

export function MiniCartDrawer({ onClose }: { onClose: () => void }) {
  const { i18n } = useLingui();
  const { navigation } = usePageModel();
  const cart = useCart().data;
  const edits = useCartEdits();
  const tracked = useRef(false);
  // The drawer paints with the tap and its lines render just after, so a slow phone shows it opening
  // at once rather than after every line, accordion and total has rendered.
  const withContents = useAfterFirstPaint();

  useEffect(() => {
    if (!cart || tracked.current) return;
    tracked.current = true;
    trackViewCart(cart);
  }, [cart]);

  const quantity = cart?.totalQuantity ?? 0;
  return (
    <SidePanel
      className="mini-cart"
      title={i18n._("cart-ui.drawer.heading", countValues(quantity, i18n.locale))}
      onClose={onClose}
    >
      {!withContents ? null : !cart ? (
        <p role="status">{i18n._("cart-ui.loading")}</p>
      ) : cart.allLineItems.length === 0 ? (
        <p>{i18n._("cart-ui.empty")}</p>
      ) : (
        <>
          <CartLines cart={cart} edits={edits} />
          <CartExtras cart={cart} />
          <CartSummary cart={cart} />
          <div className="mini-cart__actions">
            {navigation.checkoutPageUrl ? (
              <Link href={navigation.checkoutPageUrl} className={buttonLinkClass("primary")} onClick={onClose}>
                {i18n._("cart-ui.to-checkout")}
              </Link>
            ) : null}
            {navigation.cartPageUrl ? (
              <Link href={navigation.cartPageUrl} className={buttonLinkClass("secondary")} onClick={onClose}>
                {i18n._("cart-ui.drawer.to-cart")}
              </Link>
            ) : null}
          </div>
        </>
      )}
    </SidePanel>
  );
}
