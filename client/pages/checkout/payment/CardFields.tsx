// The card fields: holder, number, expiry (MM/YY) and CVC, with the browser's card autofill hints.
import { formatCardExpiry } from "../../../../shared/rules/card-expiry.ts";
import { TextField } from "../../../components/form/TextField.tsx";
import type { ValidatedForm } from "../../../components/form/useValidatedForm.ts";
import { useLingui } from "@lingui/react";
import type { CardFormValues } from "./card-form.ts";

export function CardFields({ form }: { form: ValidatedForm<CardFormValues> }) {
  const { i18n } = useLingui();
  return (
    <fieldset className="checkout-payment__card">
      <legend className="checkout-form__legend">{i18n._("checkout-payment.card.legend")}</legend>
      <TextField form={form} path="holderName" label={i18n._("checkout-payment.card.holder")} autoComplete="cc-name" />
      <TextField
        form={form}
        path="cardNumber"
        label={i18n._("checkout-payment.card.number")}
        autoComplete="cc-number"
        inputMode="numeric"
        maxLength={23}
      />
      <div className="checkout-form__row">
        <TextField
          form={form}
          path="expiry"
          label={i18n._("checkout-payment.card.expiry")}
          hint={i18n._("checkout-payment.card.expiry-hint")}
          autoComplete="cc-exp"
          inputMode="numeric"
          maxLength={7}
          transform={formatCardExpiry}
        />
        <TextField
          form={form}
          path="cvc"
          label={i18n._("checkout-payment.card.cvc")}
          autoComplete="cc-csc"
          inputMode="numeric"
          maxLength={4}
        />
      </div>
    </fieldset>
  );
}
