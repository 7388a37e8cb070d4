// The recipe search's calls in the query cache: the initial filters (facets and related products, in
// the shopper's market) and the search, whose pages 'show more' appends (page from 1, 12 a page).
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { RECIPE_PAGE_SIZE } from "../../../shared/recipe-search.ts";
import type { RecipeFiltersResponse, RecipeSearchResponse } from "../../../shared/schemas/recipes.ts";
import type { ApiFetch, Storefront } from "../../app/storefront-context.ts";
import type { RecipeSearchState } from "./recipe-search-state.ts";

const STALE_MS = 5 * 60 * 1000;

async function getJson<T>(fetchApi: ApiFetch, path: string): Promise<T> {
  const response = await fetchApi(path, { headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  // The worker validated the answer before caching it (worker/routes/recipes.ts).
  return (await response.json()) as T;
}

const ids = (categoryIds: readonly number[]) => [...categoryIds].sort((a, b) => a - b).join(",");

export const recipeSearchQueries = {
  filters: ({ fetchApi, market }: Pick<Storefront, "fetchApi" | "market">, language: string, categoryIds: readonly number[]) => {
    const params = new URLSearchParams({ categoryIds: ids(categoryIds), language, market });
    return queryOptions({
      queryKey: ["recipes", "filters", params.toString()] as const,
      queryFn: () => getJson<RecipeFiltersResponse>(fetchApi, `/api/recipes/initial-filters?${params}`),
      staleTime: STALE_MS,
    });
  },
  search: (fetchApi: ApiFetch, language: string, state: RecipeSearchState) =>
    infiniteQueryOptions({
      queryKey: ["recipes", "search", language, state.q, ids(state.categoryIds)] as const,
      queryFn: ({ pageParam }) => {
        const params = new URLSearchParams({ q: state.q, categoryIds: ids(state.categoryIds), language });
        params.set("page", String(pageParam));
        params.set("pageSize", String(RECIPE_PAGE_SIZE));
        return getJson<RecipeSearchResponse>(fetchApi, `/api/recipes/search?${params}`);
      },
      initialPageParam: 1,
      getNextPageParam: (last: RecipeSearchResponse, pages) => (last.hasMore ? pages.length + 1 : undefined),
      staleTime: STALE_MS,
      // A search the shopper leaves is dropped, so coming back to it starts again from its first page.
      gcTime: 0,
    }),
};
