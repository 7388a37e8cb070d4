// Content search (spec 000 §3 "Content search hit", "Facet category"; §7 "Content search"): what the
// search call answers, parsed by the worker at the upstream boundary.
import * as v from "valibot";
import { DEFAULT_LANGUAGE, LANGUAGES } from "../languages.ts";
import { MARKET_CODES } from "../markets.ts";
import { CONTENT_SEARCH_MAX_CHARS } from "../rules/content-search-query.ts";
import { ProductCardSchema } from "./catalogue.ts";
import { FacetCategorySchema } from "./facets.ts";
import { ImageSchema } from "./page-model.ts";

const Text = v.nullish(v.string(), null);

export const ContentSearchHitSchema = v.object({
  contentId: v.string(),
  url: v.string(),
  title: v.string(),
  topic: Text,
  image: v.nullish(ImageSchema, null),
  description: Text,
  /** article, recipe, press-release, location, product or page. */
  type: v.string(),
  /** For a product hit: its product card (prices in the market asked for). */
  product: v.nullish(ProductCardSchema, null),
});
export type ContentSearchHit = v.InferOutput<typeof ContentSearchHitSchema>;

export const ContentSearchResponseSchema = v.object({
  hits: v.array(ContentSearchHitSchema),
  facetCategories: v.optional(v.array(FacetCategorySchema), []),
  hasMore: v.boolean(),
  totalCount: v.number(),
});
export type ContentSearchResponse = v.InferOutput<typeof ContentSearchResponseSchema>;

/** The search page's own fields: whether its results include the catalogue's products. */
export const SearchPageFieldsSchema = v.object({
  includeProducts: v.optional(v.boolean(), true),
});
export type SearchPageFields = v.InferOutput<typeof SearchPageFieldsSchema>;

const wholeNumber = (max: number, fallback: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,6}$/, "must be a whole number"),
      v.transform(Number),
      v.minValue(1, "must be at least 1"),
      v.maxValue(max, `must be at most ${max}`),
    ),
    String(fallback),
  );

/**
 * The content search call's parameters (spec 000 §7), as the worker and the embedded backend read
 * them; categoryIds is read apart by the routing rule (shared/rules/page-query.ts: junk dropped).
 */
export const ContentSearchQuerySchema = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(CONTENT_SEARCH_MAX_CHARS, "must be at most 100 characters")), ""),
  page: wholeNumber(500, 1),
  pageSize: wholeNumber(48, 12),
  language: v.optional(v.picklist(LANGUAGES, "must be fi, en or sv"), DEFAULT_LANGUAGE),
  includeProducts: v.optional(
    v.pipe(
      v.picklist(["true", "false"], "must be true or false"),
      v.transform((value) => value === "true"),
    ),
    "false",
  ),
  market: v.optional(v.picklist(MARKET_CODES, `must be one of ${MARKET_CODES.join(", ")}`)),
});
export type ContentSearchQuery = v.InferOutput<typeof ContentSearchQuerySchema>;
