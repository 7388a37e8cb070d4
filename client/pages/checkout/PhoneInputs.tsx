// The buyer's phone: a country prefix select (the recognised prefixes) and the local number under one
// legend, each with its own label and error.
import { PHONE_PREFIXES } from "../../../shared/rules/phone.ts";
import { SelectField } from "../../components/form/SelectField.tsx";
import { TextField } from "../../components/form/TextField.tsx";
import type { ValidatedForm } from "../../components/form/useValidatedForm.ts";
import { useT } from "../../i18n/useT.ts";
import type { UserDetailsValues } from "./user-details-form.ts";

export function PhoneInputs({ form }: { form: ValidatedForm<UserDetailsValues> }) {
  const t = useT();
  const options = PHONE_PREFIXES.map((prefix) => ({ value: prefix, label: prefix }));
  return (
    <fieldset className="checkout-form__phone">
      <legend className="checkout-form__legend">{t("checkout-ui.details.phone")}</legend>
      <SelectField form={form} path="phone.countryCode" label={t("checkout-ui.details.phone-prefix")} options={options} />
      <TextField
        form={form}
        path="phone.localNumber"
        label={t("checkout-ui.details.phone-number")}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
      />
    </fieldset>
  );
}
