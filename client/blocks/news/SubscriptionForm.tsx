// The press-release subscription form (spec 001 §3, §5, §7): a native POST with the provider's field
// names (name, email, language, Replylanguage, categoryCodes) and hidden fields (the subscription's
// identifier, the success and failure pages). Without script the browser's own checks and post do
// the work; with script the form checks the shared schema first and, when something is wrong, shows
// each message and moves focus to the first wrong field instead of posting (the
// submit button is never silently disabled).
import { useLingui } from "@lingui/react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import type { Html } from "../../../shared/schemas/html.ts";
import type { ReleaseCategory } from "../../../shared/schemas/press-releases.ts";
import { SUBSCRIPTION_FORM_ACTION, SUBSCRIPTION_LIMITS } from "../../../shared/press-releases.ts";
import { TextField } from "../../components/form/TextField.tsx";
import { ChoiceGroup } from "./ChoiceGroup.tsx";
import { PrivacyAcceptance } from "./PrivacyAcceptance.tsx";
import { SUBSCRIPTION_FIELDS, useSubscriptionForm } from "./subscription-form.ts";

export interface SubscriptionFormProps {
  feedId: string;
  pageLanguage: string;
  categories: ReleaseCategory[];
  successPageUrl: string;
  errorPageUrl: string;
  privacyStatement: Html | null;
}

/** Each language in its own name, as a subscriber looks for it. */
const LANGUAGE_NAMES = { fi: "Suomi", en: "English", sv: "Svenska" } as const;

export function SubscriptionForm({
  feedId,
  pageLanguage,
  categories,
  successPageUrl,
  errorPageUrl,
  privacyStatement,
}: SubscriptionFormProps) {
  const { i18n } = useLingui();
  const form = useSubscriptionForm(pageLanguage);
  const formRef = useRef<HTMLFormElement>(null);
  const [sending, setSending] = useState(false);
  // With script, the form's own messages replace the browser's bubbles.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (sending) return event.preventDefault();
    if (form.isValid) return setSending(true);
    event.preventDefault();
    form.touch(...SUBSCRIPTION_FIELDS);
    // The messages render on this change; the first wrong control takes focus once they have.
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus());
  };

  return (
    <form ref={formRef} method="post" action={SUBSCRIPTION_FORM_ACTION} className="subscription-form" onSubmit={onSubmit}>
      <input type="hidden" name="subscriptionUniqueIdentifier" value={feedId} />
      <input type="hidden" name="redirect" value={successPageUrl} />
      <input type="hidden" name="redirectError" value={errorPageUrl} />
      <input type="hidden" name="Replylanguage" value={pageLanguage} />
      <TextField
        form={form}
        path="name"
        label={i18n._("news.subscribe.name")}
        autoComplete="name"
        required
        maxLength={SUBSCRIPTION_LIMITS.nameMax}
      />
      <TextField
        form={form}
        path="email"
        type="email"
        label={i18n._("news.subscribe.email")}
        autoComplete="email"
        required
        maxLength={SUBSCRIPTION_LIMITS.emailMax}
      />
      <ChoiceGroup
        form={form}
        path="language"
        kind="radio"
        legend={i18n._("news.subscribe.language")}
        options={Object.entries(LANGUAGE_NAMES).map(([code, name]) => ({ value: code, label: name, lang: code }))}
      />
      {categories.length ? (
        <ChoiceGroup
          form={form}
          path="categoryCodes"
          kind="checkbox"
          legend={i18n._("news.subscribe.categories")}
          hint={i18n._("news.subscribe.categories-hint")}
          options={categories.map((category) => ({ value: category.code, label: category.name }))}
        />
      ) : null}
      <PrivacyAcceptance form={form} statement={privacyStatement} />
      <button
        type="submit"
        className="button-link button-link--primary subscription-form__submit"
        aria-disabled={sending || undefined}
        aria-busy={sending || undefined}
      >
        {i18n._("news.subscribe.submit")}
      </button>
    </form>
  );
}
