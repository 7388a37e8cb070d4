// The recipe calls for the browser (and SSR), spec 001 §7: recipe search, its initial filters and
// categories by language, under /api (decision 050). Every query parameter is checked: a known one
// with a bad value is a 400 naming it, an unknown one is dropped; the normalised query is what the
// upstream sees and what the hour-long KV entry is keyed by.
import { Hono } from "hono";
import * as v from "valibot";
import {
  CategoriesQuerySchema,
  CategoriesResponseSchema,
  RecipeFiltersQuerySchema,
  RecipeFiltersResponseSchema,
  RecipeSearchQuerySchema,
  RecipeSearchResponseSchema,
} from "../../shared/schemas/recipes.ts";
import { ApiError } from "../api-error.ts";
import type { AppBindings } from "../env.ts";
import { shopperMarket } from "../session/shopper-market.ts";
import { answerCachedRead } from "./cached-upstream-read.ts";

type QuerySchema = v.ObjectSchema<v.ObjectEntries, undefined>;

/** The parsed query as sorted parameters: only the schema's fields, defaults filled, empty ones left out. */
function normalisedQuery(url: URL, schema: QuerySchema): URLSearchParams {
  const known = Object.keys(schema.entries);
  const given = [...url.searchParams].filter(([name]) => known.includes(name));
  const repeated = known.filter((name) => url.searchParams.getAll(name).length > 1);
  if (repeated.length)
    throw new ApiError(400, /*i18n*/ "api.recipe-query-invalid", {
      errors: repeated.map((key) => ({ key, value: "must be given once" })),
    });
  const parsed = v.safeParse(schema, Object.fromEntries(given));
  if (!parsed.success) {
    const errors = parsed.issues.map((issue) => ({ key: v.getDotPath(issue) ?? "query", value: issue.message }));
    throw new ApiError(400, /*i18n*/ "api.recipe-query-invalid", { errors });
  }
  const entries: [string, string][] = Object.entries(parsed.output as Record<string, unknown>)
    .map(([name, value]): [string, string] => [
      name,
      Array.isArray(value) ? value.toSorted((a, b) => a - b).join(",") : String(value ?? ""),
    ])
    .filter(([, value]) => value !== "");
  return new URLSearchParams(entries.sort(([a], [b]) => (a < b ? -1 : 1)));
}

export const recipeRoutes = new Hono<AppBindings>();

recipeRoutes.get("/recipes/search", (c) =>
  answerCachedRead(c, {
    path: "/api/cda/recipes/search",
    query: normalisedQuery(new URL(c.req.url), RecipeSearchQuerySchema),
    schema: RecipeSearchResponseSchema,
    refusedMessageId: /*i18n*/ "api.recipe-query-invalid",
  }),
);

recipeRoutes.get("/recipes/initial-filters", (c) => {
  const query = normalisedQuery(new URL(c.req.url), RecipeFiltersQuerySchema);
  // Related products are priced in the market: one the page names, else the cookie's (decision 044).
  if (!query.has("market")) {
    query.append("market", shopperMarket(c));
    query.sort();
    c.header("Vary", "Cookie");
  }
  return answerCachedRead(c, {
    path: "/api/cda/recipes/initial-filters",
    query,
    schema: RecipeFiltersResponseSchema,
    refusedMessageId: /*i18n*/ "api.recipe-query-invalid",
  });
});

recipeRoutes.get("/categories", (c) =>
  answerCachedRead(c, {
    path: "/api/cda/categories",
    query: normalisedQuery(new URL(c.req.url), CategoriesQuerySchema),
    schema: CategoriesResponseSchema,
    refusedMessageId: /*i18n*/ "api.recipe-query-invalid",
  }),
);
