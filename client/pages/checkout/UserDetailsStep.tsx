// Step 1, user details (spec 001 §2, §5): every rule of the checkout form, errors only once a field
// was touched, submit disabled while invalid or pending; success saves the address and advances.
import { useLingui } from "@lingui/react";
import { type FormEvent, useState } from "react";
import type { Address } from "../../../shared/schemas/checkout.ts";
import { SelectField } from "../../components/form/SelectField.tsx";
import { TextField } from "../../components/form/TextField.tsx";
import { useValidatedForm } from "../../components/form/useValidatedForm.ts";
import { buttonLinkClass } from "../../components/ButtonLink.tsx";
import { CodeNotLoaded } from "../../components/CodeNotLoaded.tsx";
import { useSaveDetails } from "../../shop/checkout/useSaveDetails.ts";
import { PhoneInputs } from "./PhoneInputs.tsx";
import { countryNamed } from "../../../shared/rules/countries.ts";
import { usePageModel } from "../../app/page-context.ts";
import { countryOptions } from "../../components/form/country-options.ts";
import { initialUserDetails, toShippingAddress, userDetailsRules } from "./user-details-form.ts";

const ALL_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "phone.countryCode",
  "phone.localNumber",
  "shippingAddress",
  "shippingPostalCode",
  "shippingCity",
  "shippingCountryCode",
];

export function UserDetailsStep({ cartId, saved, onDone }: { cartId: number; saved: Address | null; onDone: () => void }) {
  const { i18n } = useLingui();
  const language = useLingui().i18n.locale;
  const { countries } = usePageModel();
  // The submit button is disabled while the values break a rule (spec 001 l. 173). The rules load on
  // the first focus or press, not with the page: until then a new shopper's empty form
  // counts as breaking them and a saved address, which passed them when it was saved, as passing.
  const form = useValidatedForm(userDetailsRules, () => initialUserDetails(saved, language, countries), {
    validUntilChecked: saved !== null,
  });
  const save = useSaveDetails(cartId);
  // A press before the rules are there waits for them, the button saying so as it does while saving;
  // a second press meanwhile is the same one.
  const [checking, setChecking] = useState(false);
  const pending = checking || save.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.touch(...ALL_FIELDS);
    if (pending) return;
    setChecking(true);
    const { values } = form;
    form.whenChecked(ALL_FIELDS, (valid) => {
      setChecking(false);
      if (!valid) return;
      const countryName = countryNamed(countries, values.shippingCountryCode)?.countryName ?? values.shippingCountryCode;
      save.mutate(toShippingAddress(values, countryName), { onSuccess: onDone });
    });
  };

  return (
    <form className="checkout-form" noValidate onSubmit={submit}>
      <div className="checkout-form__row">
        <TextField form={form} path="firstName" label={i18n._("checkout-ui.details.first-name")} autoComplete="given-name" />
        <TextField form={form} path="lastName" label={i18n._("checkout-ui.details.last-name")} autoComplete="family-name" />
      </div>
      <TextField form={form} path="email" type="email" label={i18n._("checkout-ui.details.email")} autoComplete="email" />
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
      <button type="submit" className={buttonLinkClass("primary")} disabled={!form.isValid || pending}>
        {pending ? i18n._("checkout-ui.saving") : i18n._("checkout-ui.continue")}
      </button>
      {form.rulesNotLoaded ? <CodeNotLoaded /> : null}
    </form>
  );
}
