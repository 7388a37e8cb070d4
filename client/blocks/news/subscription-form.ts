// The subscription form's state: the subscriber's values, checked by the shared schema (spec 001 §5),
// and the order in which their fields take focus when a submit finds one wrong.
import { SubscriptionFormSchema } from "../../../shared/schemas/press-release-subscription.ts";
import { SUBSCRIPTION_DEFAULT_LANGUAGE, SUBSCRIPTION_LANGUAGES } from "../../../shared/press-releases.ts";
import { schemaCheck } from "../../components/form/form-issues.ts";
import { readyRules } from "../../components/form/form-rules.ts";
import { useValidatedForm } from "../../components/form/useValidatedForm.ts";

export interface SubscriptionValues {
  name: string;
  email: string;
  language: string;
  categoryCodes: string[];
  acceptPrivacy: boolean;
}

/** Every field, in the form's order: a submit touches them all and focuses the first wrong one. */
export const SUBSCRIPTION_FIELDS = ["name", "email", "language", "categoryCodes", "acceptPrivacy"] as const;

/** The language preselected: the page's own, Finnish on a page in any other language. */
export function preselectedLanguage(pageLanguage: string): string {
  return (SUBSCRIPTION_LANGUAGES as readonly string[]).includes(pageLanguage) ? pageLanguage : SUBSCRIPTION_DEFAULT_LANGUAGE;
}

// The dialog's chunk holds its rules: a submit is checked at once, before the browser would post.
const subscriptionRules = readyRules({ check: schemaCheck(SubscriptionFormSchema) });

export function useSubscriptionForm(pageLanguage: string) {
  return useValidatedForm<SubscriptionValues>(subscriptionRules, () => ({
    name: "",
    email: "",
    language: preselectedLanguage(pageLanguage),
    categoryCodes: [],
    acceptPrivacy: false,
  }));
}
