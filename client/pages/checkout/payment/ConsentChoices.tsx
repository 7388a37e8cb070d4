// The consents from the consents list (required ones marked) and the become-a-member flag.
import type { Consent } from "../../../../shared/schemas/checkout.ts";
import { useLingui } from "@lingui/react";

export interface ConsentChoicesProps {
  consents: readonly Consent[];
  checked: readonly string[];
  onToggle: (id: string, on: boolean) => void;
  member: boolean;
  onMember: (on: boolean) => void;
}

export function ConsentChoices({ consents, checked, onToggle, member, onMember }: ConsentChoicesProps) {
  const { i18n } = useLingui();
  return (
    <fieldset className="checkout-payment__consents">
      <legend className="checkout-form__legend">{i18n._("checkout-ui.consents.legend")}</legend>
      {consents.map((consent) => (
        <label key={consent.id} className="checkout-payment__check">
          <input
            type="checkbox"
            checked={checked.includes(consent.id)}
            required={consent.required}
            onChange={(event) => onToggle(consent.id, event.target.checked)}
          />
          <span>
            {consent.text}
            {consent.required ? (
              <span className="checkout-payment__required"> {i18n._("checkout-ui.consents.required")}</span>
            ) : null}
          </span>
        </label>
      ))}
      <label className="checkout-payment__check">
        <input type="checkbox" checked={member} onChange={(event) => onMember(event.target.checked)} />
        <span>{i18n._("checkout-ui.consents.member")}</span>
      </label>
    </fieldset>
  );
}
