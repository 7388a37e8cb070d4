// The fields a page type adds to the page model, by page type name; parsed by the worker at the
// upstream boundary like blocks are.
import * as v from "valibot";
import { isPageType, type PerPageType } from "../content-types.ts";
import { CategoryPageFieldsSchema, ProductPageFieldsSchema } from "./catalogue.ts";
import { ImageSchema } from "./page-model.ts";

export const ArticlePageFieldsSchema = v.object({ image: v.nullish(ImageSchema, null) });
export type ArticlePageFields = v.InferOutput<typeof ArticlePageFieldsSchema>;

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
} satisfies PerPageType<PageFieldsSchema | null>;

/** The fields schema of a page type, or undefined when it has none (or is no page type of this site). */
export function pageFieldsSchemaOf(name: string): PageFieldsSchema | undefined {
  return (isPageType(name) && PAGE_FIELD_SCHEMAS[name]) || undefined;
}
