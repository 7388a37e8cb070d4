// The header's mini-cart button: the cart's item count as a badge that pulses BADGE_PULSE_MS when it
// changes; disabled while the cart is empty. The drawer it toggles arrives with the cart.
import { useEffect, useRef, useState } from "react";
import { BADGE_PULSE_MS } from "../../../shared/constants.ts";
import { useT } from "../../i18n/useT.ts";
import { CartIcon } from "./ShellIcons.tsx";
import { useCartQuantity } from "./useCartQuantity.ts";

export function MiniCartButton({ onOpen }: { onOpen?: () => void }) {
  const t = useT();
  const quantity = useCartQuantity();
  const [pulsing, setPulsing] = useState(false);
  const previous = useRef(quantity);

  useEffect(() => {
    if (previous.current === quantity) return;
    previous.current = quantity;
    setPulsing(true);
    const timer = setTimeout(() => setPulsing(false), BADGE_PULSE_MS);
    return () => clearTimeout(timer);
  }, [quantity]);

  return (
    <button
      type="button"
      className="site-header__action mini-cart-button"
      disabled={quantity === 0}
      aria-label={t("shell.cart.button", { count: quantity })}
      onClick={onOpen}
    >
      <CartIcon />
      <span
        className={`mini-cart-button__badge${pulsing ? " mini-cart-button__badge--pulse" : ""}`}
        style={{ animationDuration: `${BADGE_PULSE_MS}ms` }}
        aria-hidden="true"
      >
        {quantity}
      </span>
    </button>
  );
}
