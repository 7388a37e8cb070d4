// The recipient's phone: a country prefix select (the recognised prefixes) and the local number,
// grouped under one legend, each with its own label and error.
import { PHONE_PREFIXES } from "../../../../shared/rules/phone.ts";
import { SelectField } from "../../../components/form/SelectField.tsx";
import { TextField } from "../../../components/form/TextField.tsx";
import type { ValidatedForm } from "../../../components/form/useValidatedForm.ts";
import { COUNTRY_NAMES, type CountryCode } from "../../../i18n/country-names.ts";
import { useLingui } from "@lingui/react";
import type { TabletFormValues } from "./tablet-form-values.ts";

const PREFIX_COUNTRIES: Record<(typeof PHONE_PREFIXES)[number], CountryCode> = {
  "+358": "FIN",
  "+354": "ISL",
  "+46": "SWE",
  "+47": "NOR",
  "+45": "DNK",
};

export function PhoneField({ form }: { form: ValidatedForm<TabletFormValues> }) {
  const { i18n } = useLingui();
  const options = PHONE_PREFIXES.map((prefix) => ({
    value: prefix,
    label: `${prefix} ${i18n._(COUNTRY_NAMES[PREFIX_COUNTRIES[prefix]])}`,
  }));
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
