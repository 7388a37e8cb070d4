// Step 1, user details (spec 001 §2, §5): every rule of the checkout form, errors only once a field
// was touched, submit disabled while invalid or pending; success saves the address and advances.
// A signed-in member whose form is still empty finds it filled from their default delivery address,
// which they can still change.
import { useLingui } from "@lingui/react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import type { Address } from "../../../shared/schemas/checkout.ts";
import { TextField } from "../../components/form/TextField.tsx";
import { type ValidatedForm, useValidatedForm } from "../../components/form/useValidatedForm.ts";
import { buttonLinkClass } from "../../components/ButtonLink.tsx";
import { CodeNotLoaded } from "../../components/CodeNotLoaded.tsx";
import { useSaveDetails } from "../../shop/checkout/useSaveDetails.ts";
import { countryNamed } from "../../../shared/rules/countries.ts";
import { usePageModel } from "../../app/page-context.ts";
import { useMember } from "../../app/useMember.ts";
import { useMemberAddresses } from "../../app/useMemberAddresses.ts";
import { DELIVERY_ADDRESS_FIELDS, DeliveryAddressFields } from "./DeliveryAddressFields.tsx";
import { type UserDetailsValues, initialUserDetails, isBlank, toShippingAddress } from "./user-details-form.ts";
import { lazyRules } from "../../components/form/form-rules.ts";

const userDetailsRules = lazyRules(() => import("./user-details-rules.ts"));

const ALL_FIELDS = [...DELIVERY_ADDRESS_FIELDS, "email"];

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
  useDefaultAddress(saved === null, form);
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
      <DeliveryAddressFields form={form}>
        <TextField form={form} path="email" type="email" label={i18n._("checkout-ui.details.email")} autoComplete="email" />
      </DeliveryAddressFields>
      <button type="submit" className={buttonLinkClass("primary")} disabled={!form.isValid || pending}>
        {pending ? i18n._("checkout-ui.saving") : i18n._("checkout-ui.continue")}
      </button>
      {form.rulesNotLoaded ? <CodeNotLoaded /> : null}
    </form>
  );
}

/** Fills an empty form, once, from the signed-in member's default delivery address and email. */
function useDefaultAddress(empty: boolean, form: ValidatedForm<UserDetailsValues>) {
  const language = useLingui().i18n.locale;
  const { countries } = usePageModel();
  const member = useMember();
  const book = useMemberAddresses();
  const chosen = book.data?.find((address) => address.isDefault);
  const filled = useRef(false);
  const { values, reset } = form;
  useEffect(() => {
    if (!empty || filled.current || !member || !chosen) return;
    filled.current = true;
    if (isBlank(values)) reset(initialUserDetails({ ...chosen, email: member.email }, language, countries));
  }, [empty, member, chosen, values, reset, language, countries]);
}
