// The fields a page type adds to the page model, by page type name; parsed by the worker at the
// upstream boundary like blocks are.
import * as v from "valibot";
import { isPageType, type PerPageType } from "../content-types.ts";
import { CategoryPageFieldsSchema, ProductPageFieldsSchema } from "./catalogue.ts";
import { ImageSchema } from "./page-model.ts";

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
  category: CategoryPageFieldsSchema,
  "search-result": null,
  checkout: null,
  "order-confirmation": null,
  cart: null,
  "d2c-my-kaarna": MemberPageFieldsSchema,
  "d2c-my-order-history": MemberPageFieldsSchema,
  "d2c-my-email-preferences": MemberPageFieldsSchema,
} satisfies PerPageType<PageFieldsSchema | null>;

/** The fields schema of a page type, or undefined when it has none (or is no page type of this site). */
export function pageFieldsSchemaOf(name: string): PageFieldsSchema | undefined {
  return (isPageType(name) && PAGE_FIELD_SCHEMAS[name]) || undefined;
}
