// The fields a page type adds to the page model, by page type name; parsed by the worker at the
// upstream boundary like blocks are.
import * as v from "valibot";
import { isPageType, type PerPageType } from "../content-types.ts";
import { CategoryPageFieldsSchema, ProductPageFieldsSchema } from "./catalogue.ts";
import { LocationPageFieldsSchema } from "./locations.ts";
import { SearchPageFieldsSchema } from "./content-search.ts";
import { ImageSchema } from "./page-model.ts";
import { ProductContentPageFieldsSchema } from "./product-content.ts";
import { ProductContainerPageFieldsSchema, ProductsPageFieldsSchema } from "./product-lists.ts";
import { RecipePageFieldsSchema } from "./recipes.ts";

export const ArticlePageFieldsSchema = v.object({ image: v.nullish(ImageSchema, null) });
export type ArticlePageFields = v.InferOutput<typeof ArticlePageFieldsSchema>;

/** The membership pages (spec 001 §2): their sidebar from the my_{product} menu and the membership site. */
export const MemberPageFieldsSchema = v.object({
  memberMenuItems: v.optional(
    v.array(v.object({ name: v.string(), url: v.string(), selected: v.optional(v.boolean(), false) })),
    [],
  ),
  membershipSiteUrl: v.nullish(v.string(), null),
});
export type MemberPageFields = v.InferOutput<typeof MemberPageFieldsSchema>;

/**
 * The my-account page (spec 001 §2 "My account page", §3): hero, intro, the login box's texts, the
 * message shown when the profile widget fails, and where the widget comes from (its script, loaded
 * with the page's nonce, and the app it creates).
 */
export const MyAccountPageFieldsSchema = v.object({
  heroImage: v.nullish(ImageSchema, null),
  introImage: v.nullish(ImageSchema, null),
  topic: v.nullish(v.string(), null),
  loginTitle: v.nullish(v.string(), null),
  loginIntro: v.nullish(v.string(), null),
  errorMessage: v.nullish(v.string(), null),
  myKaarnaPageMetadata: v.nullish(
    v.object({
      loginPageUrl: v.nullish(v.string(), null),
      /** The widget's origin (the embedded identity provider's, or the real account system's). */
      widgetBaseUrl: v.string(),
      /** The widget app's path with the language, e.g. /connect/widget/en. */
      widgetPathWithLanguage: v.string(),
      /** The script the widget depends on (Lightning Out's loader), relative to widgetBaseUrl. */
      widgetDependantScript: v.string(),
      widgetDefaultCountryCode: v.optional(v.string(), "FI"),
    }),
    null,
  ),
});
export type MyAccountPageFields = v.InferOutput<typeof MyAccountPageFieldsSchema>;

/** A consent policy's page (privacy by id, a marketing policy): which policy and version it shows. */
export const ConsentPolicyPageFieldsSchema = v.object({
  policy: v.object({ id: v.number(), kind: v.picklist(["privacy", "marketing"]), version: v.string() }),
});
export type ConsentPolicyPageFields = v.InferOutput<typeof ConsentPolicyPageFieldsSchema>;

/** The marketing consent pages: the email subscriptions or the withdrawal of every consent. */
export const MarketingConsentPageFieldsSchema = v.object({
  consentView: v.picklist(["email", "revocation"]),
  privacyPageUrl: v.nullish(v.string(), null),
});
export type MarketingConsentPageFields = v.InferOutput<typeof MarketingConsentPageFieldsSchema>;

type PageFieldsSchema = v.GenericSchema<unknown, Record<string, unknown>>;

/** Each page type's own fields (null: the page type has none beyond the shell). */
export const PAGE_FIELD_SCHEMAS = {
  start: null,
  landing: null,
  article: ArticlePageFieldsSchema,
  "d2c-article": ArticlePageFieldsSchema,
  "http-error": null,
  product: ProductPageFieldsSchema,
  // A designer page is a product page (its content type is Product): parsed as product above.
  "custom-tablet": null,
  "product-page": ProductContentPageFieldsSchema,
  category: CategoryPageFieldsSchema,
  "search-result": null,
  search: SearchPageFieldsSchema,
  checkout: null,
  "order-confirmation": null,
  cart: null,
  "my-kaarna": MyAccountPageFieldsSchema,
  "d2c-my-kaarna": MemberPageFieldsSchema,
  "d2c-my-order-history": MemberPageFieldsSchema,
  "d2c-my-email-preferences": MemberPageFieldsSchema,
  "consent-policy": ConsentPolicyPageFieldsSchema,
  "marketing-consent": MarketingConsentPageFieldsSchema,
  "products-page": ProductsPageFieldsSchema,
  "product-container": ProductContainerPageFieldsSchema,
  location: LocationPageFieldsSchema,
  "location-lunch-list": null,
  // The release (by ?id) and the campaign (by ?identifier) come from their own calls, never the model.
  "cision-news-release": null,
  "marketing-automation-campaign-thank-you": null,
  recipe: RecipePageFieldsSchema,
} satisfies PerPageType<PageFieldsSchema | null>;

/** The fields schema of a page type, or undefined when it has none (or is no page type of this site). */
export function pageFieldsSchemaOf(name: string): PageFieldsSchema | undefined {
  return (isPageType(name) && PAGE_FIELD_SCHEMAS[name]) || undefined;
}
