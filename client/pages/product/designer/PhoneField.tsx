// The recipient's phone: a country prefix select (the page model's countries) and the local number,
// grouped under one legend, each with its own label and error.
import { usePageModel } from "../../../app/page-context.ts";
import { phonePrefixOptions } from "../../../components/form/country-options.ts";
import { SelectField } from "../../../components/form/SelectField.tsx";
import { TextField } from "../../../components/form/TextField.tsx";
import type { ValidatedForm } from "../../../components/form/useValidatedForm.ts";
import { useLingui } from "@lingui/react";
import type { TabletFormValues } from "./tablet-form-values.ts";

export function PhoneField({ form }: { form: ValidatedForm<TabletFormValues> }) {
  const { i18n } = useLingui();
  const options = phonePrefixOptions(usePageModel().countries);
  return (
    <fieldset className="tablet-designer__phone">
      <legend className="tablet-designer__phone-legend">{i18n._("tablet.recipient.phone")}</legend>
      <SelectField
        form={form}
        path="phone.countryCode"
        label={i18n._("tablet.recipient.phone-prefix")}
        options={options}
        className="tablet-designer__phone-prefix"
      />
      <TextField
        form={form}
        path="phone.localNumber"
        label={i18n._("tablet.recipient.phone-number")}
        className="tablet-designer__phone-number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
      />
    </fieldset>
  );
}
