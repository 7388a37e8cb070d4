// Recipes (spec 001 §3): the recipe page's own fields, the recipe search block, and the three calls
// behind them (recipe search, its initial filters, categories by language) with their queries.
// Parsed where they cross a trust boundary: page models and answers from the upstream, queries from
// the browser (worker/routes/recipes.ts) and from the worker (the embedded backend).
import * as v from "valibot";
import { LANGUAGES } from "../languages.ts";
import { MARKET_CODES } from "../markets.ts";
import { RECIPE_MAX_CATEGORY_IDS, RECIPE_PAGE_SIZE } from "../recipe-search.ts";
import { ProductCardSchema, ProductPageMetadataSchema } from "./catalogue.ts";
import { FacetCategorySchema } from "./facets.ts";
import { nullableHtml } from "./html.ts";
import { BlockSchema, ImageSchema } from "./page-model.ts";

const Text = v.nullish(v.string(), null);
const HeadingLevel = v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)), 2);
const Id = v.pipe(v.number(), v.integer(), v.minValue(1));

/** "12, 14" → [12, 14]: the CMS's comma lists of page ids; anything that is not a number is dropped. */
export function idList(text: string): number[] {
  const ids = text
    .split(",")
    .map((part) => part.trim())
    .filter((part) => /^\d{1,15}$/.test(part))
    .map(Number)
    .filter((id) => id > 0);
  return [...new Set(ids)];
}

/** A comma list of category page ids as the CMS writes it, or (once parsed) the ids themselves. */
const CategoryIdList = v.optional(v.union([v.array(Id), v.pipe(v.string(), v.transform(idList))]), []);
/** An ISO 8601 duration (PT20M, PT1H15M) as schema.org wants it; anything else is left out. */
const Duration = v.nullish(
  v.fallback(v.nullable(v.pipe(v.string(), v.regex(/^P(?!$)(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?$/))), null),
  null,
);
/** A link an editor typed: a site path or a web address; anything else (javascript:, data:) is dropped. */
const SafeUrl = v.nullish(v.fallback(v.nullable(v.pipe(v.string(), v.regex(/^(\/(?!\/)|https?:\/\/)/))), null), null);
const TextList = v.optional(v.array(v.pipe(v.string(), v.trim(), v.minLength(1))), []);

/** The recipe page model's own fields (spec 001 §3 "Recipe page model"); name and mainIntro are the page's. */
export const RecipePageFieldsSchema = v.object({
  author: Text,
  authorUrl: SafeUrl,
  mainImage: v.nullish(ImageSchema, null),
  startPublish: v.nullish(v.pipe(v.string(), v.isoTimestamp()), null),
  seoCookTime: Duration,
  seoPreparationTime: Duration,
  seoRecipeCuisine: Text,
  seoRecipeIngredient: TextList,
  seoRecipeInstructions: TextList,
  productAllergens: CategoryIdList,
  recipeCategories: CategoryIdList,
  portionSize: Text,
  recipeIngredients: nullableHtml(),
  recipePreparationInstructions: nullableHtml(),
  quotationText: Text,
  quotationName: Text,
  hideShareSoMeLinks: v.optional(v.boolean(), false),
  relatedProducts: v.optional(v.array(ProductCardSchema), []),
  liftUpContentArea: v.optional(v.array(BlockSchema), []),
  recipePageMetadata: v.optional(
    v.object({ relatedProductsDisplayOption: ProductPageMetadataSchema.entries.relatedProductsDisplayOption }),
    {},
  ),
});
export type RecipePageFields = v.InferOutput<typeof RecipePageFieldsSchema>;

/**
 * recipe-search-block: a keyword box over the recipes, with facets, results and related products in
 * place, or (with a search page other than its own page) a box that opens that page with q and
 * categoryIds. categoryIds: the categories chosen before the shopper chooses.
 */
export const RecipeSearchBlockSchema = v.object({
  heading: Text,
  headingLevel: HeadingLevel,
  placeholder: Text,
  searchPageUrl: Text,
  categoryIds: v.optional(v.array(Id), []),
});
export type RecipeSearchBlockFields = v.InferOutput<typeof RecipeSearchBlockSchema>;

/** A recipe search hit (spec 001 §3): category and allergen names, of which the card shows one and two. */
export const RecipeHitSchema = v.object({
  contentId: Id,
  url: v.string(),
  title: v.string(),
  image: v.nullish(ImageSchema, null),
  recipeCategories: v.optional(v.array(v.string()), []),
  allergens: v.optional(v.array(v.string()), []),
});
export type RecipeHit = v.InferOutput<typeof RecipeHitSchema>;

export const RecipeSearchResponseSchema = v.object({
  hits: v.array(RecipeHitSchema),
  facetCategories: v.optional(v.array(FacetCategorySchema), []),
  hasMore: v.boolean(),
  totalCount: v.number(),
});
export type RecipeSearchResponse = v.InferOutput<typeof RecipeSearchResponseSchema>;

/** A related product as the spec names it (id, name), with the catalogue's card when the backend sends one. */
export const RecipeRelatedProductSchema = v.object({
  id: v.string(),
  name: v.string(),
  card: v.nullish(ProductCardSchema, null),
});

export const RecipeFiltersResponseSchema = v.object({
  facetCategories: v.optional(v.array(FacetCategorySchema), []),
  relatedProducts: v.optional(v.array(RecipeRelatedProductSchema), []),
});
export type RecipeFiltersResponse = v.InferOutput<typeof RecipeFiltersResponseSchema>;

/** Categories by language (spec 001 §3 "Category"): a name per category page id, and its page when it has one. */
export const CategoriesResponseSchema = v.array(
  v.object({ name: v.string(), pageReferenceId: Id, url: v.nullish(v.string(), null) }),
);
export type CategoriesResponse = v.InferOutput<typeof CategoriesResponseSchema>;

// The calls' queries, as strings from an address. Messages are the field's rule, shown in a 400.
const WholeNumber = (min: number, max: number, fallback: number) =>
  v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,6}$/, "must be a whole number"), v.transform(Number), v.minValue(min), v.maxValue(max)),
    String(fallback),
  );
const Language = v.optional(v.picklist(LANGUAGES, "must be fi, en or sv"), "fi");
const CategoryIds = v.optional(
  v.pipe(
    v.string(),
    v.regex(/^(\d{1,9}(,\d{1,9})*)?$/, "must be page ids separated by commas"),
    v.transform(idList),
    v.maxLength(RECIPE_MAX_CATEGORY_IDS, `may name at most ${RECIPE_MAX_CATEGORY_IDS} categories`),
  ),
  "",
);

export const RecipeSearchQuerySchema = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, "must be at most 100 characters")), ""),
  page: WholeNumber(1, 500, 1),
  pageSize: WholeNumber(1, 48, RECIPE_PAGE_SIZE),
  language: Language,
  categoryIds: CategoryIds,
  productPageId: v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/, "must be a page id"), v.transform(Number))),
});
export type RecipeSearchQuery = v.InferOutput<typeof RecipeSearchQuerySchema>;

export const RecipeFiltersQuerySchema = v.object({
  language: Language,
  categoryIds: CategoryIds,
  market: v.optional(v.picklist(MARKET_CODES, `must be one of ${MARKET_CODES.join(", ")}`)),
});
export type RecipeFiltersQuery = v.InferOutput<typeof RecipeFiltersQuerySchema>;

export const CategoriesQuerySchema = v.object({ language: Language });
