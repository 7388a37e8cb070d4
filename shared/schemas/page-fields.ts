// The fields a page type adds to the page model, by page type name; parsed by the worker at the
// upstream boundary like blocks are.
import * as v from "valibot";
import { CategoryPageFieldsSchema, ProductPageFieldsSchema } from "./catalogue.ts";
import { ImageSchema } from "./page-model.ts";

export const ArticlePageFieldsSchema = v.object({ image: v.nullish(ImageSchema, null) });
export type ArticlePageFields = v.InferOutput<typeof ArticlePageFieldsSchema>;

export const PAGE_FIELD_SCHEMAS: Record<string, v.GenericSchema<unknown, Record<string, unknown>>> = {
  product: ProductPageFieldsSchema,
  category: CategoryPageFieldsSchema,
  article: ArticlePageFieldsSchema,
  "d2c-article": ArticlePageFieldsSchema,
};
