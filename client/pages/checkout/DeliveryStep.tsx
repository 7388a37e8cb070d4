// Step 2, delivery (spec 001 §2, §4): the delivery widget; choosing a method in it saves the method,
// refreshes the cart's shipping total and makes the step valid.
import { useRef, useState } from "react";
import type { Cart } from "../../../shared/schemas/cart.ts";
import type { CheckoutState } from "../../../shared/schemas/checkout.ts";
import { buttonLinkClass } from "../../components/ButtonLink.tsx";
import { useLingui } from "@lingui/react";
import { useChooseShipping } from "../../shop/checkout/useChooseShipping.ts";
import { useDeliveryWidget } from "./useDeliveryWidget.ts";
import "./DeliveryStep.css";

export interface DeliveryStepProps {
  cart: Cart;
  state: CheckoutState;
  canContinue: boolean;
  onChosen: () => void;
  onContinue: () => void;
}

export function DeliveryStep({ cart, state, canContinue, onChosen, onContinue }: DeliveryStepProps) {
  const { i18n } = useLingui();
  const container = useRef<HTMLDivElement>(null);
  const choose = useChooseShipping(cart.id);
  // The widget is mounted once: later states carry a fresh snippet, and re-mounting it would re-emit
  // its preselected method and save it again, round and round.
  const [snippet] = useState(() => state.deliveryWidget?.html_snippet ?? null);
  useDeliveryWidget(container, snippet, (method) => {
    if (method === state.shippingMethod?.id) onChosen();
    else choose.mutate(method, { onSuccess: onChosen });
  });
  return (
    <div className="checkout-delivery">
      <div ref={container} className="checkout-delivery__widget" />
      <p className="checkout-delivery__chosen" role="status">
        {state.shippingMethod
          ? i18n._("checkout-ui.delivery.chosen", { name: state.shippingMethod.name, price: state.shippingMethod.priceDisplay })
          : choose.isPending
            ? i18n._("checkout-ui.saving")
            : ""}
      </p>
      {/* Not disabled while the choice saves: the keyboard focus stays on the way on. */}
      <button
        type="button"
        className={buttonLinkClass("primary")}
        aria-disabled={!canContinue || choose.isPending || undefined}
        onClick={() => {
          if (choose.isPending) return;
          if (canContinue) onContinue();
          else container.current?.querySelector<HTMLElement>("input, button, select")?.focus();
        }}
      >
        {i18n._("checkout-ui.continue")}
      </button>
    </div>
  );
}
