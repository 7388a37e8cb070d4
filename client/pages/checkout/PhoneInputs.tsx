// The buyer's phone: a country prefix select (the page model's countries) and the local number under
// one legend, each with its own label and error.
import { usePageModel } from "../../app/page-context.ts";
import { phonePrefixOptions } from "../../components/form/country-options.ts";
import { SelectField } from "../../components/form/SelectField.tsx";
import { TextField } from "../../components/form/TextField.tsx";
import type { ValidatedForm } from "../../components/form/useValidatedForm.ts";
import { useLingui } from "@lingui/react";
import type { DeliveryAddressValues } from "./user-details-form.ts";

export function PhoneInputs<V extends DeliveryAddressValues>({ form }: { form: ValidatedForm<V> }) {
  const { i18n } = useLingui();
  const options = phonePrefixOptions(usePageModel().countries);
  return (
    <fieldset className="checkout-form__phone">
      <legend className="checkout-form__legend">{i18n._("checkout-ui.details.phone")}</legend>
      <SelectField form={form} path="phone.countryCode" label={i18n._("checkout-ui.details.phone-prefix")} options={options} />
      <TextField
        form={form}
        path="phone.localNumber"
        label={i18n._("checkout-ui.details.phone-number")}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
      />
    </fieldset>
  );
}
