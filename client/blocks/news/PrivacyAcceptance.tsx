// The privacy statement (the editor's text, with its link to the policy) and the box that accepts
// it: required before the subscription is sent (spec 001 §5). The box is described by the statement.
import { useLingui } from "@lingui/react";
import { useId } from "react";
import type { Html } from "../../../shared/schemas/html.ts";
import { FieldMessage } from "../../components/form/Field.tsx";
import type { ValidatedForm } from "../../components/form/useValidatedForm.ts";
import { RichText } from "../../components/RichText.tsx";
import type { SubscriptionValues } from "./subscription-form.ts";

export function PrivacyAcceptance({ form, statement }: { form: ValidatedForm<SubscriptionValues>; statement: Html | null }) {
  const { i18n } = useLingui();
  const id = useId();
  const error = form.error("acceptPrivacy");
  const label = i18n._("news.subscribe.privacy-accept");
  const describedBy = [statement ? `${id}-statement` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={["privacy-acceptance", error ? "privacy-acceptance--invalid" : null].filter(Boolean).join(" ")}>
      {statement ? (
        <div id={`${id}-statement`}>
          <RichText html={statement} className="privacy-acceptance__statement" />
        </div>
      ) : null}
      <label className="choice-group__option">
        <input
          type="checkbox"
          name="acceptPrivacy"
          required
          checked={form.values.acceptPrivacy}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => form.change("acceptPrivacy", event.currentTarget.checked)}
        />
        <span>{label}</span>
      </label>
      {error ? <FieldMessage id={`${id}-error`} label={label} error={error} /> : null}
    </div>
  );
}
