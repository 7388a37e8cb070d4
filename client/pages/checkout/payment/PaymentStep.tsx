// Step 3, payment (spec 001 §2), loaded lazily: gift cards, the card form while a card amount is due
// (none once gift cards cover everything, or after the 3-D Secure return), consents and the become-
// member flag (with a password for the new membership, the details come from step 1), and the
// place-order button. redirectResult from the payment provider places the order.
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useEffect, useRef, useState } from "react";
import type { Cart } from "../../../../shared/schemas/cart.ts";
import type { Address } from "../../../../shared/schemas/checkout.ts";
import { MEMBER_PASSWORD } from "../../../../shared/rules/field-limits.ts";
import type { SignUpBody } from "../../../../shared/schemas/member.ts";
import { useIsMember } from "../../../app/useIsMember.ts";
import { buttonLinkClass } from "../../../components/ButtonLink.tsx";
import { useValidatedForm } from "../../../components/form/useValidatedForm.ts";
import { useLingui } from "@lingui/react";
import { checkoutQueries } from "../../../shop/checkout/checkout-queries.ts";
import { readOrderChoices } from "../../../shop/checkout/order-choices.ts";
import { useCheckoutCall } from "../../../shop/checkout/useCheckoutCall.ts";
import { usePlaceOrder } from "../../../shop/checkout/usePlaceOrder.ts";
import { CardFields } from "./CardFields.tsx";
import { CARD_FIELDS, EMPTY_CARD, cardRules } from "./card-form.ts";
import { ConsentChoices } from "./ConsentChoices.tsx";
import { GiftCardForm } from "./GiftCardForm.tsx";
import "./PaymentStep.css";

export function PaymentStep({ cart, redirectResult }: { cart: Cart; redirectResult: string | null }) {
  const { i18n } = useLingui();
  const { fetchApi, language } = useCheckoutCall();
  const payment = useQuery(checkoutQueries.payment(fetchApi, cart.id, language));
  const consents = useQuery(checkoutQueries.consents(fetchApi, language));
  // The reason under the button says at once whether the empty card passes: the step waits for its rules.
  const card = useValidatedForm(cardRules, EMPTY_CARD, { waits: true });
  const [checked, setChecked] = useState<string[]>([]);
  const [member, setMember] = useState(false);
  const [memberPassword, setMemberPassword] = useState("");
  const signedIn = useIsMember();
  const details = useQuery(checkoutQueries.state(fetchApi, cart.id, language)).data?.shippingAddress ?? null;
  const order = usePlaceOrder(cart);
  const returned = useRef(false);

  // Back from the 3-D Secure page: place the order once, with what was ticked before leaving.
  useEffect(() => {
    if (!redirectResult || returned.current) return;
    returned.current = true;
    const choices = readOrderChoices();
    if (choices) {
      setChecked(choices.consents);
      setMember(choices.isBecomeKaarnaMember);
    }
    order.place({
      card: null,
      consents: choices?.consents ?? [],
      isBecomeKaarnaMember: choices?.isBecomeKaarnaMember ?? false,
      // The buyer was signed up before leaving for the card check, if they asked to be.
      signUp: null,
      redirectResult,
    });
  }, [redirectResult, order]);

  const needsCard = !redirectResult && (payment.data?.requiresCardPayment ?? cart.paymentProviderAmount > 0);
  const requiredMissing = (consents.data?.consents ?? []).some((consent) => consent.required && !checked.includes(consent.id));
  const redirecting = order.outcome?.kind === "redirected";
  const busy = order.isPending || redirecting || payment.isFetching || consents.isPending;

  // The button is never disabled without a reason: what still stops the order is said under it,
  // and pressing it shows the card's field errors and moves focus to the first thing to fix.
  const joining = member && !signedIn;
  const reason = requiredMissing
    ? i18n._("checkout-payment.reason-consents")
    : needsCard && !card.isValid
      ? i18n._("checkout-payment.reason-card")
      : joining && memberPassword.length < MEMBER_PASSWORD.min
        ? i18n._("checkout-payment.reason-member-password", { min: MEMBER_PASSWORD.min })
        : null;
  const form = useRef<HTMLFormElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (reason) {
      if (needsCard) card.touch(...CARD_FIELDS);
      requestAnimationFrame(() =>
        form.current
          ?.querySelector<HTMLElement>(
            '[aria-invalid="true"], input[type="checkbox"][required]:not(:checked), input[name="member-password"]',
          )
          ?.focus(),
      );
      return;
    }
    order.place({
      card: needsCard ? { ...card.values, cardNumber: card.values.cardNumber.replace(/[\s-]/g, "") } : null,
      consents: checked,
      isBecomeKaarnaMember: member,
      signUp: joining && details ? newMember(details, memberPassword) : null,
      redirectResult,
    });
  };

  const refused = order.outcome?.kind === "refused" ? order.outcome : null;
  return (
    <div className="checkout-payment">
      {!redirectResult ? <GiftCardForm cartId={cart.id} payment={payment.data} /> : null}
      <form ref={form} className="checkout-payment__form" noValidate onSubmit={submit}>
        <p className="checkout-payment__due">
          {i18n._("checkout-payment.due", { amount: payment.data?.amountDueDisplay ?? cart.paymentProviderDisplayAmount })}
        </p>
        {needsCard ? <CardFields form={card} /> : <p>{i18n._("checkout-payment.no-card")}</p>}
        {refused ? (
          <p className="checkout-payment__refused" role="alert">
            {refused.message?.startsWith("checkout-error.")
              ? i18n._(refused.message)
              : (refused.message ?? i18n._("checkout-payment.refused"))}{" "}
            {i18n._("checkout-payment.retry")}
          </p>
        ) : null}
        <ConsentChoices
          consents={consents.data?.consents ?? []}
          checked={checked}
          onToggle={(id, on) => setChecked((current) => (on ? [...current, id] : current.filter((item) => item !== id)))}
          member={
            signedIn ? null : { joining: member, onJoining: setMember, password: memberPassword, onPassword: setMemberPassword }
          }
        />
        <button
          type="submit"
          className={buttonLinkClass("primary", "checkout-payment__submit")}
          aria-disabled={busy || undefined}
          aria-describedby={reason ? "place-order-reason" : undefined}
        >
          {busy ? i18n._("checkout-payment.placing") : i18n._("checkout-payment.place-order")}
        </button>
        {reason ? (
          <p id="place-order-reason" className="checkout-payment__reason">
            {reason}
          </p>
        ) : null}
      </form>
    </div>
  );
}

/** The new member's account from the details given in step 1 and the password chosen here. */
function newMember(details: Address, password: string): SignUpBody {
  return {
    email: details.email,
    firstName: details.firstName,
    lastName: details.lastName,
    phoneNumber: details.phoneNumber,
    address: { street: details.line1, postalCode: details.postalCode, city: details.city, country: details.countryCode },
    password,
    marketingUpdates: false,
  };
}
