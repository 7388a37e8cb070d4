// Gift cards (spec 000 §4): code and PIN, apply disabled while empty or sending; each applied card is
// listed with its deduction and a remove button.
import { type FormEvent, useId, useState } from "react";
import type { PaymentDetails } from "../../../../shared/schemas/checkout.ts";
import { buttonLinkClass } from "../../../components/ButtonLink.tsx";
import { useLingui } from "@lingui/react";
import { useGiftCard } from "../../../shop/checkout/useGiftCard.ts";

export function GiftCardForm({ cartId, payment }: { cartId: number; payment: PaymentDetails | undefined }) {
  const { i18n } = useLingui();
  const id = useId();
  const [code, setCode] = useState("");
  const [pin, setPin] = useState("");
  const giftCard = useGiftCard(cartId);
  const canApply = code.trim() !== "" && pin.trim() !== "" && !giftCard.isPending;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!canApply) return;
    giftCard.mutate(
      { kind: "apply", code: code.trim(), pin: pin.trim() },
      {
        onSuccess: () => {
          setCode("");
          setPin("");
        },
      },
    );
  };

  return (
    <section className="checkout-payment__gift" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="checkout-payment__subheading">
        {i18n._("checkout-payment.gift-card.heading")}
      </h3>
      {payment?.giftCards.length ? (
        <ul className="checkout-payment__gift-list">
          {payment.giftCards.map((card) => (
            <li key={card.code}>
              <span>{i18n._("checkout-payment.gift-card.applied", { code: card.code, amount: card.display })}</span>
              <button
                type="button"
                className="checkout-payment__remove"
                disabled={giftCard.isPending}
                onClick={() => giftCard.mutate({ kind: "remove", code: card.code })}
              >
                {i18n._("checkout-payment.gift-card.remove")}
                <span className="visually-hidden"> {card.code}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <form className="checkout-form__row checkout-payment__gift-form" onSubmit={apply}>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-code`}>
            {i18n._("checkout-payment.gift-card.code")}
          </label>
          <input id={`${id}-code`} value={code} onChange={(event) => setCode(event.target.value)} autoComplete="off" />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-pin`}>
            {i18n._("checkout-payment.gift-card.pin")}
          </label>
          <input
            id={`${id}-pin`}
            value={pin}
            onChange={(event) => setPin(event.target.value)}
            inputMode="numeric"
            autoComplete="off"
          />
        </div>
        <button type="submit" className={buttonLinkClass("secondary", "checkout-payment__apply")} disabled={!canApply}>
          {giftCard.isPending ? i18n._("checkout-ui.saving") : i18n._("checkout-payment.gift-card.apply")}
        </button>
      </form>
    </section>
  );
}
