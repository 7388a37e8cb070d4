// A delivery address's fields under the checkout's rules (spec 001 §5): names, then what the form
// puts between (the checkout's email), the phone, street, postal code, city and country. The
// checkout's details step and the member's address book both edit an address with them.
import { useLingui } from "@lingui/react";
import type { ReactNode } from "react";
import { usePageModel } from "../../app/page-context.ts";
import { countryOptions } from "../../components/form/country-options.ts";
import { SelectField } from "../../components/form/SelectField.tsx";
import { TextField } from "../../components/form/TextField.tsx";
import type { ValidatedForm } from "../../components/form/useValidatedForm.ts";
import { PhoneInputs } from "./PhoneInputs.tsx";
import type { DeliveryAddressValues } from "./user-details-form.ts";
import "./DeliveryAddressFields.css";

/** Every field's path, in the form's order: a submit touches them all. */
export const DELIVERY_ADDRESS_FIELDS = [
  "firstName",
  "lastName",
  "phone.countryCode",
  "phone.localNumber",
  "shippingAddress",
  "shippingPostalCode",
  "shippingCity",
  "shippingCountryCode",
];

export function DeliveryAddressFields<V extends DeliveryAddressValues>({
  form,
  children,
}: {
  form: ValidatedForm<V>;
  children?: ReactNode;
}) {
  const { i18n } = useLingui();
  const { countries } = usePageModel();
  return (
    <>
      <div className="checkout-form__row">
        <TextField form={form} path="firstName" label={i18n._("checkout-ui.details.first-name")} autoComplete="given-name" />
        <TextField form={form} path="lastName" label={i18n._("checkout-ui.details.last-name")} autoComplete="family-name" />
      </div>
      {children}
      <PhoneInputs form={form} />
      <TextField form={form} path="shippingAddress" label={i18n._("checkout-ui.details.address")} autoComplete="street-address" />
      <div className="checkout-form__row">
        <TextField
          form={form}
          path="shippingPostalCode"
          label={i18n._("checkout-ui.details.postal-code")}
          autoComplete="postal-code"
          inputMode="numeric"
        />
        <TextField form={form} path="shippingCity" label={i18n._("checkout-ui.details.city")} autoComplete="address-level2" />
      </div>
      <SelectField
        form={form}
        path="shippingCountryCode"
        label={i18n._("checkout-ui.details.country")}
        options={countryOptions(countries)}
        autoComplete="country"
      />
    </>
  );
}
