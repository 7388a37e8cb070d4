// The consents from the consents list (required ones marked) and, for a buyer not signed in, the
// become-a-member flag with the new membership's password.
import type { Consent } from "../../../../shared/schemas/checkout.ts";
import { MEMBER_PASSWORD } from "../../../../shared/rules/field-limits.ts";
import { Field } from "../../../components/form/Field.tsx";
import { useLingui } from "@lingui/react";

export interface ConsentChoicesProps {
  consents: readonly Consent[];
  checked: readonly string[];
  onToggle: (id: string, on: boolean) => void;
  /** Null for a signed-in member: there is nothing to join. */
  member: { joining: boolean; onJoining: (on: boolean) => void; password: string; onPassword: (value: string) => void } | null;
}

export function ConsentChoices({ consents, checked, onToggle, member }: ConsentChoicesProps) {
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
      {member ? (
        <>
          <label className="checkout-payment__check">
            <input type="checkbox" checked={member.joining} onChange={(event) => member.onJoining(event.target.checked)} />
            <span>{i18n._("checkout-ui.consents.member")}</span>
          </label>
          {member.joining ? (
            <Field
              label={i18n._("checkout-ui.consents.member-password")}
              error={null}
              hint={i18n._("checkout-ui.consents.member-password-hint", { min: MEMBER_PASSWORD.min })}
            >
              {(control) => (
                <input
                  {...control}
                  name="member-password"
                  type="password"
                  autoComplete="new-password"
                  required
                  minLength={MEMBER_PASSWORD.min}
                  maxLength={MEMBER_PASSWORD.max}
                  value={member.password}
                  onChange={(event) => member.onPassword(event.target.value)}
                />
              )}
            </Field>
          ) : null}
        </>
      ) : null}
    </fieldset>
  );
}
