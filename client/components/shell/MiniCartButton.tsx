// The header's mini-cart button: the cart's item count as a badge that pulses BADGE_PULSE_MS when it
// changes, not when a page first learns it; disabled while the cart is empty. It
// toggles the mini cart drawer (so does a snackbar's 'view cart'), whose module loads on first open
// so the entry bundle does not carry it; the drawer closes when the page changes.
import { useCallback, useEffect, useRef, useState } from "react";
import { countValues } from "../../../shared/rules/locale.ts";
import { BADGE_PULSE_MS } from "../../../shared/ui-timings.ts";
import { useLingui } from "@lingui/react";
import { withCatalogParts } from "../../i18n/i18n.ts";
import { registerMiniCartOpener } from "../../shop/cart/mini-cart-opener.ts";
import { ShellIcon } from "./ShellIcon.tsx";
import { useCartQuantity } from "./useCartQuantity.ts";
import { useCloseOnNavigation } from "./useCloseOnNavigation.ts";
import { WhenLoaded } from "../CodeNotLoaded.tsx";
import { lazyWhenIdle } from "../../app/fetch-when-idle.ts";

const MiniCartDrawer = lazyWhenIdle(
  withCatalogParts(["cart"], () => import("../../shop/cart/MiniCartDrawer.tsx").then((module) => module.MiniCartDrawer)),
);

export function MiniCartButton() {
  const { i18n } = useLingui();
  const known = useCartQuantity();
  const quantity = known ?? 0;
  const [pulsing, setPulsing] = useState(false);
  const [open, setOpen] = useState(false);
  // The count last shown once the cart was known: undefined until a page first learns it.
  const previous = useRef(known);
  const close = useCallback(() => setOpen(false), []);
  useCloseOnNavigation(close);
  useEffect(() => registerMiniCartOpener(() => setOpen(true)), []);

  useEffect(() => {
    if (known === undefined) return;
    const before = previous.current;
    previous.current = known;
    if (before === undefined || before === known) return;
    setPulsing(true);
    const timer = setTimeout(() => setPulsing(false), BADGE_PULSE_MS);
    return () => clearTimeout(timer);
  }, [known]);

  return (
    <>
      <button
        type="button"
        className="site-header__action mini-cart-button"
        disabled={quantity === 0}
        aria-label={i18n._("shell.cart.button", countValues(quantity, i18n.locale))}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        <ShellIcon name="cart" />
        <span
          className={`mini-cart-button__badge${pulsing ? " mini-cart-button__badge--pulse" : ""}`}
          style={{ animationDuration: `${BADGE_PULSE_MS}ms` }}
          aria-hidden="true"
        >
          {quantity}
        </span>
      </button>
      {open ? (
        <WhenLoaded onFail={close}>
          <MiniCartDrawer onClose={close} />
        </WhenLoaded>
      ) : null}
    </>
  );
}
