// The recipe calls for the browser (and SSR), spec 001 §7: recipe search, its initial filters and
// categories by language, under /api. Every query parameter is checked: a known one with a bad value
// is a 400 naming it, an unknown one is dropped; the normalised query is what the upstream sees and
// what the entry is keyed by, kept as a list made from the CMS's pages.
import { type Context, Hono } from "hono";
import type * as v from "valibot";
import {
  CategoriesQuerySchema,
  CategoriesResponseSchema,
  RecipeFiltersQuerySchema,
  RecipeFiltersResponseSchema,
  RecipeSearchQuerySchema,
  RecipeSearchResponseSchema,
} from "../../shared/schemas/recipes.ts";
import { CACHE_STRATEGIES } from "../cache/strategies.ts";
import type { AppBindings } from "../env.ts";
import { query } from "../middleware/query.ts";
import { shopperMarket } from "../session/shopper-market.ts";
import { answerUpstreamRead } from "./cached-upstream-read.ts";

const QUERY_INVALID = /*i18n*/ "api.recipe-query-invalid";

/** The checked query as sorted parameters: only the schema's fields, defaults filled, empty ones left out. */
function normalisedQuery(checked: object): URLSearchParams {
  const entries: [string, string][] = Object.entries(checked)
    .map(([name, value]): [string, string] => [
      name,
      Array.isArray(value) ? value.toSorted((a, b) => a - b).join(",") : String(value ?? ""),
    ])
    .filter(([, value]) => value !== "");
  return new URLSearchParams(entries.sort(([a], [b]) => (a < b ? -1 : 1)));
}

function answerRecipeRead(
  c: Context<AppBindings>,
  path: string,
  query: URLSearchParams,
  schema: v.GenericSchema<unknown, object>,
) {
  return answerUpstreamRead(c, CACHE_STRATEGIES.contentListing, { path, query, schema, refusedMessageId: QUERY_INVALID });
}

export const recipeRoutes = new Hono<AppBindings>()
  .get("/recipes/search", query(RecipeSearchQuerySchema, QUERY_INVALID), (c) =>
    answerRecipeRead(c, "/api/cda/recipes/search", normalisedQuery(c.req.valid("query")), RecipeSearchResponseSchema),
  )
  .get("/recipes/initial-filters", query(RecipeFiltersQuerySchema, QUERY_INVALID), (c) => {
    const checked = normalisedQuery(c.req.valid("query"));
    // Related products are priced in the market: one the page names, else the cookie's.
    if (!checked.has("market")) {
      checked.append("market", shopperMarket(c));
      checked.sort();
      c.header("Vary", "Cookie");
    }
    return answerRecipeRead(c, "/api/cda/recipes/initial-filters", checked, RecipeFiltersResponseSchema);
  })
  .get("/categories", query(CategoriesQuerySchema, QUERY_INVALID), (c) =>
    answerRecipeRead(c, "/api/cda/categories", normalisedQuery(c.req.valid("query")), CategoriesResponseSchema),
  );
