// One numbered checkout step: its heading is a button (to return to it) only when every earlier step
// is valid; only the active step shows its content.
import { type ReactNode, useEffect, useRef } from "react";
import { useLingui } from "@lingui/react";

export interface CheckoutStepProps {
  id: string;
  number: number;
  title: string;
  active: boolean;
  valid: boolean;
  reachable: boolean;
  onOpen: () => void;
  children: ReactNode;
}

export function CheckoutStep({ id, number, title, active, valid, reachable, onOpen, children }: CheckoutStepProps) {
  const { i18n } = useLingui();
  const headingId = `checkout-step-${id}`;
  const heading = useRef<HTMLHeadingElement>(null);
  const wasActive = useRef(active);
  // A step that opens after the first render takes focus, so keyboard and screen reader users land on it.
  useEffect(() => {
    if (active && !wasActive.current) heading.current?.focus();
    wasActive.current = active;
  }, [active]);
  const label = (
    <>
      <span className="checkout-step__number" aria-hidden="true">
        {number}
      </span>
      <span>{title}</span>
      {valid && !active ? <span className="checkout-step__done">{i18n._("checkout-ui.step.done")}</span> : null}
    </>
  );
  return (
    <section
      className={["checkout-step", active ? "is-active" : null, valid ? "is-valid" : null].filter(Boolean).join(" ")}
      aria-labelledby={headingId}
      data-step={id}
    >
      <h2 id={headingId} ref={heading} tabIndex={-1} className="checkout-step__heading">
        {reachable && !active ? (
          <button type="button" className="checkout-step__button" onClick={onOpen}>
            {label}
          </button>
        ) : (
          <span className="checkout-step__label" aria-current={active ? "step" : undefined}>
            {label}
          </span>
        )}
      </h2>
      {active ? <div className="checkout-step__body">{children}</div> : null}
    </section>
  );
}
