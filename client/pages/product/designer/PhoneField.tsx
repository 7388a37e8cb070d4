// The recipient's phone: a country prefix select (the recognised prefixes) and the local number,
// grouped under one legend, each with its own label and error.
import { PHONE_PREFIXES } from "../../../../shared/rules/phone.ts";
import { SelectField } from "../../../components/form/SelectField.tsx";
import { TextField } from "../../../components/form/TextField.tsx";
import type { ValidatedForm } from "../../../components/form/useValidatedForm.ts";
import { useT } from "../../../i18n/useT.ts";
import type { TabletFormValues } from "./tablet-form-values.ts";

const PREFIX_COUNTRIES: Record<(typeof PHONE_PREFIXES)[number], string> = {
  "+358": "FIN",
  "+354": "ISL",
  "+46": "SWE",
  "+47": "NOR",
  "+45": "DNK",
};

export function PhoneField({ form }: { form: ValidatedForm<TabletFormValues> }) {
  const t = useT();
  const options = PHONE_PREFIXES.map((prefix) => ({
    value: prefix,
    label: `${prefix} ${t(`tablet.country.${PREFIX_COUNTRIES[prefix]}`)}`,
  }));
  return (
    <fieldset className="tablet-designer__phone">
      <legend className="tablet-designer__phone-legend">{t("tablet.recipient.phone")}</legend>
      <SelectField
        form={form}
        path="phone.countryCode"
        label={t("tablet.recipient.phone-prefix")}
        options={options}
        className="tablet-designer__phone-prefix"
      />
      <TextField
        form={form}
        path="phone.localNumber"
        label={t("tablet.recipient.phone-number")}
        className="tablet-designer__phone-number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
      />
    </fieldset>
  );
}
