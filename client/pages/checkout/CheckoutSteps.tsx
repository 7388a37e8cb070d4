// The numbered steps (spec 001 §2, §4): 1 user details, 2 delivery only when the cart shows delivery
// options (its code asked for once the shopper starts on the steps), then payment (loaded lazily).
// The active step starts at 0, or at the last one when the payment provider sent the shopper back
// with redirectResult; validity is kept per step and seeded from what the checkout already saved.
// The details form's rules load on its first focus or press, the card form's with its step.
import { useQuery } from "@tanstack/react-query";
import { type ReactPromise, lazy, use, useState } from "react";
import type { Cart } from "../../../shared/schemas/cart.ts";
import { useLingui } from "@lingui/react";
import { CodeLoadBoundary } from "../../components/CodeNotLoaded.tsx";
import { checkoutQueries } from "../../shop/checkout/checkout-queries.ts";
import { useCheckoutCall } from "../../shop/checkout/useCheckoutCall.ts";
import { withCatalogParts } from "../../i18n/i18n.ts";
import { tracked } from "../../app/load-once.ts";
import { CheckoutStep } from "./CheckoutStep.tsx";
import type { DeliveryStepProps } from "./DeliveryStep.tsx";
import { UserDetailsStep } from "./UserDetailsStep.tsx";
import { cardRules } from "./payment/card-form.ts";

// The card form waits for its rules and the step for its texts: they load with the step's code, not after it.
const loadPaymentStep = withCatalogParts(["checkout-payment"], () => import("./payment/PaymentStep.tsx"));
const PaymentStep = lazy(() =>
  Promise.all([loadPaymentStep(), cardRules.load()]).then(([module]) => ({ default: module.PaymentStep })),
);

// The delivery step opens only once the details are saved, so its code (the step, the widget, the
// choice) is asked for when the shopper starts on the steps, a focus in them, not with the page.
// Tracked, so a step opened once it has arrived renders at once, with no loading line.
type DeliveryStepModule = typeof import("./DeliveryStep.tsx");
let deliveryStep: ReactPromise<DeliveryStepModule> | null = null;
/** Asks for the delivery step's code; again after a failed load (a deploy, a dropped connection). */
function loadDeliveryStep() {
  if (!deliveryStep || deliveryStep.status === "rejected")
    deliveryStep = tracked(import("./DeliveryStep.tsx")) as ReactPromise<DeliveryStepModule>;
  return deliveryStep;
}

/** The delivery step once its code is there. A failed load is thrown to the step's boundary, not asked for again in a loop. */
function LazyDeliveryStep(props: DeliveryStepProps) {
  const { DeliveryStep } = use(deliveryStep ?? loadDeliveryStep());
  return <DeliveryStep {...props} />;
}

type StepId = "details" | "delivery" | "payment";

const STEP_TITLES: Record<StepId, string> = {
  details: /*i18n*/ "checkout-ui.step.details",
  delivery: /*i18n*/ "checkout-ui.step.delivery",
  payment: /*i18n*/ "checkout-ui.step.payment",
};

export function CheckoutSteps({ cart, redirectResult }: { cart: Cart; redirectResult: string | null }) {
  const { i18n } = useLingui();
  const { fetchApi, language } = useCheckoutCall();
  const state = useQuery(checkoutQueries.state(fetchApi, cart.id, language));
  const steps: StepId[] = cart.showDeliveryOptions ? ["details", "delivery", "payment"] : ["details", "payment"];
  const [active, setActive] = useState(redirectResult ? steps.length - 1 : 0);
  const [valid, setValid] = useState<Partial<Record<StepId, boolean>>>({});
  if (state.isPending) return <p className="checkout__loading">{i18n._("checkout-ui.loading")}</p>;
  if (state.isError) return <p role="alert">{i18n._("checkout-ui.error-default")}</p>;

  const saved = state.data;
  const isValid = (step: StepId) =>
    valid[step] ??
    (step === "details" ? saved.shippingAddress !== null : step === "delivery" ? saved.shippingMethod !== null : false);
  const complete = (step: StepId) => {
    setValid((current) => ({ ...current, [step]: true }));
    setActive((index) => Math.min(index + 1, steps.length - 1));
  };

  const loading = <p className="checkout__loading">{i18n._("checkout-ui.loading")}</p>;
  const content = (step: StepId) => {
    if (step === "details")
      return <UserDetailsStep cartId={cart.id} saved={saved.shippingAddress} onDone={() => complete("details")} />;
    // A step whose code cannot be loaded says so in its place, with a reload; the other steps and the
    // summary stay.
    if (step === "delivery")
      return (
        <CodeLoadBoundary loading={loading}>
          <LazyDeliveryStep
            cart={cart}
            state={saved}
            onChosen={() => setValid((current) => ({ ...current, delivery: true }))}
            onContinue={() => complete("delivery")}
            canContinue={isValid("delivery")}
          />
        </CodeLoadBoundary>
      );
    return (
      <CodeLoadBoundary loading={loading}>
        <PaymentStep cart={cart} redirectResult={redirectResult} />
      </CodeLoadBoundary>
    );
  };

  return (
    <ol className="checkout__steps" onFocus={cart.showDeliveryOptions ? loadDeliveryStep : undefined}>
      {steps.map((step, index) => (
        <li key={step}>
          <CheckoutStep
            id={step}
            number={index + 1}
            title={i18n._(STEP_TITLES[step])}
            active={index === active}
            valid={isValid(step)}
            reachable={steps.slice(0, index).every(isValid)}
            onOpen={() => setActive(index)}
          >
            {content(step)}
          </CheckoutStep>
        </li>
      ))}
    </ol>
  );
}
