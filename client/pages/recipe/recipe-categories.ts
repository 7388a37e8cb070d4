// Categories by language (spec 001 §7), which name a recipe's category and allergen ids: cached for
// an hour per language, prefetched by the worker for the recipe page's first render (page-data.ts).
// A failure only leaves the names out: the recipe itself still renders.
import { queryOptions } from "@tanstack/react-query";
import type { CategoriesResponse } from "../../../shared/schemas/recipes.ts";
import type { PageModel } from "../../../shared/schemas/page-model.ts";
import type { ApiFetch, Storefront } from "../../app/storefront-context.ts";

const HOUR_MS = 60 * 60 * 1000;

export const categoryQueries = {
  byLanguage: (fetchApi: ApiFetch, language: string) =>
    queryOptions({
      queryKey: ["categories", language] as const,
      queryFn: async (): Promise<CategoriesResponse> => {
        const response = await fetchApi(`/api/categories?language=${encodeURIComponent(language)}`, {
          headers: { accept: "application/json" },
        });
        if (!response.ok) throw new Error(`/api/categories answered ${response.status}`);
        // The worker validated the answer before caching it (worker/routes/recipes.ts).
        return (await response.json()) as CategoriesResponse;
      },
      staleTime: HOUR_MS,
    }),
};

/** page-data entry: the categories are in the cache before the recipe renders, when they load at all. */
export async function prefetchRecipeCategories(storefront: Storefront, model: PageModel): Promise<unknown> {
  return storefront.queryClient.prefetchQuery(categoryQueries.byLanguage(storefront.fetchApi, model.metadata.currentLanguage));
}
