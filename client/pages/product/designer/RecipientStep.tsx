// Recipients mode: who receives the tablet, how many, then add to cart (disabled while the form is
// invalid, a request runs or the flavour cannot be bought) or go back to the design.
import type { Ref } from "react";
import { TABLET_LIMITS } from "../../../../shared/rules/custom-tablet.ts";
import { usePageModel } from "../../../app/page-context.ts";
import { countryOptions } from "../../../components/form/country-options.ts";
import { SelectField } from "../../../components/form/SelectField.tsx";
import { TextField } from "../../../components/form/TextField.tsx";
import { AddToCartButton } from "../../../components/product/AddToCartButton.tsx";
import { QuantityStepper } from "../../../components/product/QuantityStepper.tsx";
import { useLingui } from "@lingui/react";
import { PhoneField } from "./PhoneField.tsx";
import type { TabletFormState } from "./useTabletForm.ts";

export interface RecipientStepProps {
  tablet: TabletFormState;
  adding: boolean;
  onAdd: () => void;
  onBack: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}

export function RecipientStep({ tablet, adding, onAdd, onBack, headingRef }: RecipientStepProps) {
  const { i18n } = useLingui();
  const { form, flavour } = tablet;
  const countries = countryOptions(usePageModel().countries);
  const text = TABLET_LIMITS.text;
  return (
    <section className="tablet-designer__step" aria-labelledby="tablet-recipient-heading">
      <h2 id="tablet-recipient-heading" ref={headingRef} tabIndex={-1} className="tablet-designer__heading">
        {i18n._("tablet.recipient.heading")}
      </h2>
      <p className="tablet-designer__intro">{i18n._("tablet.recipient.intro")}</p>
      <TextField form={form} path="name" label={i18n._("tablet.recipient.name")} autoComplete="name" maxLength={text.max} />
      <TextField
        form={form}
        path="address"
        label={i18n._("tablet.recipient.address")}
        autoComplete="street-address"
        maxLength={text.max}
      />
      <div className="tablet-designer__row">
        <TextField
          form={form}
          path="postalCode"
          label={i18n._("tablet.recipient.postal-code")}
          autoComplete="postal-code"
          inputMode="numeric"
        />
        <TextField
          form={form}
          path="city"
          label={i18n._("tablet.recipient.city")}
          autoComplete="address-level2"
          maxLength={text.max}
        />
      </div>
      <SelectField form={form} path="countryCode" label={i18n._("tablet.recipient.country")} options={countries} />
      <PhoneField form={form} />
      <QuantityStepper
        className="tablet-designer__quantity"
        value={form.values.quantity}
        min={TABLET_LIMITS.quantity.min}
        max={TABLET_LIMITS.quantity.max}
        onChange={(quantity) => form.change("quantity", quantity)}
      />
      {flavour && !flavour.isBuyable ? <p className="tablet-designer__notice">{i18n._("tablet.flavour.unavailable")}</p> : null}
      <div className="tablet-designer__actions">
        <AddToCartButton onAdd={onAdd} loading={adding} disabled={!form.isValid || !flavour?.isBuyable} />
        <button type="button" className="tablet-designer__button" onClick={onBack}>
          {i18n._("tablet.recipient.back")}
        </button>
      </div>
    </section>
  );
}
