// The content service's calls (spec 000 §7): page models by address and by id, the sitemap, a
// shortcuts block's items, the content search, recipes and their categories, and locations.
import * as v from "valibot";
import { ContentSearchResponseSchema } from "../../../shared/schemas/content-search.ts";
import {
  CityOptionsQuerySchema,
  CityOptionsSchema,
  LocationListSchema,
  LocationQuerySchema,
} from "../../../shared/schemas/locations.ts";
import { BlockSchema, PageModelSchema } from "../../../shared/schemas/page-model.ts";
import {
  CategoriesQuerySchema,
  CategoriesResponseSchema,
  RecipeFiltersQuerySchema,
  RecipeFiltersResponseSchema,
  RecipeSearchQuerySchema,
  RecipeSearchResponseSchema,
} from "../../../shared/schemas/recipes.ts";
import { ShortcutItemsResponseSchema } from "../../../shared/schemas/shortcuts.ts";
import { SitemapPageSchema } from "../../seo/sitemap.ts";
import { json, LANGUAGE, MARKET, problem, SERVER_FAILURE, type UpstreamOperation } from "./upstream-operation.ts";

const Id = v.pipe(v.string(), v.regex(/^\d{1,9}$/));
/** Whole numbers as the query carries them. */
const Count = v.pipe(v.string(), v.regex(/^\d{1,9}$/));
const CommaIds = v.pipe(v.string(), v.regex(/^\d{1,9}(,\d{1,9})*$/));

export const CONTENT_OPERATIONS: UpstreamOperation[] = [
  {
    id: "pageModelByAddress",
    method: "get",
    path: "/api/cda/content",
    tag: "content",
    summary: "The page model at an address",
    description:
      "The page, its navigation, menus, banner, footer and popup, and its content areas. The page type's own fields and each block's are chosen by the last entry of contentType in kebab case (Block.* and PageFields.* below). Cached in KV for an hour by the worker, never in edit mode.",
    query: v.object({
      contentUrl: v.pipe(v.string(), v.description("The page's path, with only the parameters its content varies by.")),
      currentPageUrl: v.pipe(v.string(), v.description("The same address.")),
      epieditmode: v.optional(v.pipe(v.literal("true"), v.description("An editor's preview: drafts included, never cached."))),
      market: v.optional(
        v.pipe(MARKET, v.description("Prices of product cards in this market; the default market when left out.")),
      ),
    }),
    headers: { "x-request-time": { description: "When the worker asked (ISO time)." } },
    answers: {
      "200": json("The page model.", PageModelSchema),
      "404": problem("No page at this address: the worker shows the site's not-found page."),
      ...SERVER_FAILURE,
    },
  },
  {
    id: "contentById",
    method: "get",
    path: "/api/cda/content/{id}",
    tag: "content",
    summary: "A page or a shared block by its id",
    description:
      "Asked by the publish webhook to learn a published item's addresses in every language: a page's url and navigation.pageLanguages. A block (or anything else) makes the worker purge every page model.",
    pathParameters: v.object({ id: Id }),
    answers: {
      "200": json("The page model, or the block.", v.union([PageModelSchema, BlockSchema])),
      "404": problem("No content with this id: every page model is purged."),
      ...SERVER_FAILURE,
    },
  },
  {
    id: "sitemap",
    method: "get",
    path: "/api/cda/sitemap",
    tag: "content",
    summary: "Every page of a language for the sitemap",
    query: v.object({ language: LANGUAGE }),
    answers: {
      "200": json("The pages, with their translation key, last change and noindex flag.", v.array(SitemapPageSchema)),
      ...SERVER_FAILURE,
    },
  },
  {
    id: "shortcutItems",
    method: "get",
    path: "/api/cda/shortcuts/{blockId}",
    tag: "content",
    summary: "The next items of a shortcuts block ('show more')",
    pathParameters: v.object({ blockId: Id }),
    query: v.object({
      CurrentLanguage: LANGUAGE,
      IndexWhereToContinue: Count,
      NextContentReferenceItem: v.optional(Count),
    }),
    answers: {
      "200": json("The items and where to continue.", ShortcutItemsResponseSchema),
      "400": problem("A parameter the content service refuses."),
      "404": problem("No such block."),
      ...SERVER_FAILURE,
    },
  },
  {
    id: "contentSearch",
    method: "get",
    path: "/api/cda/search/content",
    tag: "content",
    summary: "Search every published page (and products)",
    query: v.object({
      q: v.string(),
      page: Count,
      pageSize: Count,
      language: LANGUAGE,
      categoryIds: v.optional(CommaIds),
      includeProducts: v.picklist(["true", "false"]),
      market: v.optional(MARKET),
    }),
    answers: {
      "200": json("Hits, facets and whether there is more.", ContentSearchResponseSchema),
      "400": problem("A parameter the search refuses."),
      ...SERVER_FAILURE,
    },
  },
  {
    id: "recipeSearch",
    method: "get",
    path: "/api/cda/recipes/search",
    tag: "content",
    summary: "Search recipes by words and facets",
    query: RecipeSearchQuerySchema,
    answers: {
      "200": json("Recipe hits, facets and the products they use.", RecipeSearchResponseSchema),
      "400": problem("A parameter the search refuses."),
      ...SERVER_FAILURE,
    },
  },
  {
    id: "recipeInitialFilters",
    method: "get",
    path: "/api/cda/recipes/initial-filters",
    tag: "content",
    summary: "The recipe search's facets before any search",
    query: RecipeFiltersQuerySchema,
    answers: {
      "200": json("The facets and the related products.", RecipeFiltersResponseSchema),
      "400": problem("A parameter the search refuses."),
      ...SERVER_FAILURE,
    },
  },
  {
    id: "categories",
    method: "get",
    path: "/api/cda/categories",
    tag: "content",
    summary: "The recipe categories of a language",
    query: CategoriesQuerySchema,
    answers: { "200": json("The categories.", CategoriesResponseSchema), "400": problem("No such language."), ...SERVER_FAILURE },
  },
  {
    id: "locations",
    method: "get",
    path: "/api/cda/locations",
    tag: "content",
    summary: "Shops and cafés by words, city and category",
    query: LocationQuerySchema,
    answers: {
      "200": json("Location hits, facets and whether there is more.", LocationListSchema),
      "400": problem("A parameter the finder refuses."),
      ...SERVER_FAILURE,
    },
  },
  {
    id: "locationCities",
    method: "get",
    path: "/api/cda/locations/cities",
    tag: "content",
    summary: "The cities the location finder offers",
    query: CityOptionsQuerySchema,
    answers: {
      "200": json("The city names.", CityOptionsSchema),
      "400": problem("A parameter the finder refuses."),
      ...SERVER_FAILURE,
    },
  },
];
