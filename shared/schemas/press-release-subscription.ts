// The press-release subscription (spec 001 §3 "Subscription form", §5): the subscriber's fields as the
// form checks them in the browser, and the whole native form post as the worker and the news provider
// check it. Messages are catalog ids (form-issues.ts shows them; the worker answers with a redirect).
import * as v from "valibot";
import {
  CATEGORY_CODE,
  FEED_LIMITS,
  PROVIDER_ID,
  SIMPLE_EMAIL,
  SITE_PAGE_PATH,
  SUBSCRIPTION_LANGUAGES,
  SUBSCRIPTION_LIMITS,
} from "../press-releases.ts";

const required = /*i18n*/ "form.required";

const subscriberFields = {
  name: v.pipe(
    v.string(required),
    v.trim(),
    v.nonEmpty(required),
    v.maxLength(SUBSCRIPTION_LIMITS.nameMax, /*i18n*/ "form.max-length"),
  ),
  // Required, although the spec's pattern lets an empty address through: a subscription is sent to it.
  email: v.pipe(
    v.string(required),
    v.trim(),
    v.nonEmpty(required),
    v.maxLength(SUBSCRIPTION_LIMITS.emailMax, /*i18n*/ "form.max-length"),
    v.regex(SIMPLE_EMAIL, /*i18n*/ "form.email-format"),
  ),
  language: v.picklist(SUBSCRIPTION_LANGUAGES, required),
};

const CategoryCodes = v.pipe(v.array(v.pipe(v.string(), v.regex(CATEGORY_CODE))), v.maxLength(FEED_LIMITS.categoriesMax));

/** What the subscriber fills in, as the form holds it. */
export const SubscriptionFormSchema = v.object({
  ...subscriberFields,
  categoryCodes: CategoryCodes,
  acceptPrivacy: v.literal(true, /*i18n*/ "news.subscribe.privacy-required"),
});
export type SubscriptionFormValues = v.InferInput<typeof SubscriptionFormSchema>;

/**
 * The native form post, as the worker forwards it and the provider records it: the subscriber's
 * fields, the reply language, the hidden subscription identifier and where to send the subscriber
 * after success and failure (this site's pages only, so the post cannot redirect anywhere else).
 */
export const SubscriptionPostSchema = v.object({
  ...subscriberFields,
  Replylanguage: v.picklist(SUBSCRIPTION_LANGUAGES),
  categoryCodes: CategoryCodes,
  acceptPrivacy: v.literal("on"),
  subscriptionUniqueIdentifier: v.pipe(v.string(), v.regex(PROVIDER_ID)),
  redirect: v.pipe(v.string(), v.maxLength(300), v.regex(SITE_PAGE_PATH)),
  redirectError: v.pipe(v.string(), v.maxLength(300), v.regex(SITE_PAGE_PATH)),
});
export type SubscriptionPost = v.InferOutput<typeof SubscriptionPostSchema>;

/** The repeated field of a form post; every other field is read once. */
export const SUBSCRIPTION_LIST_FIELDS = ["categoryCodes"] as const;

/** A form post's fields as an object for SubscriptionPostSchema (repeated categoryCodes as a list). */
export function subscriptionPostFields(form: URLSearchParams | FormData): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [name, value] of form) if (typeof value === "string" && !(name in fields)) fields[name] = value;
  for (const name of SUBSCRIPTION_LIST_FIELDS) fields[name] = form.getAll(name).filter((value) => typeof value === "string");
  return fields;
}
