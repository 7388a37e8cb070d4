// Product suggestions for the header's search panel (spec 000 §2 "Product search panel", §5, §9):
// asked for only from 3 trimmed characters, after the shopper has paused typing for 350 ms.
import { queryOptions } from "@tanstack/react-query";
import type * as v from "valibot";
import type { ProductSuggestionSchema } from "../../../shared/schemas/catalogue.ts";
import type { ApiFetch } from "../../app/storefront-context.ts";

export const PRODUCT_SEARCH_MIN_CHARS = 3;
export const PRODUCT_SEARCH_DEBOUNCE_MS = 350;
const SUGGESTION_LIMIT = 5;

export type ProductSuggestion = v.InferOutput<typeof ProductSuggestionSchema>;

export function isSearchable(term: string): boolean {
  return term.trim().length >= PRODUCT_SEARCH_MIN_CHARS;
}

export const suggestQueries = {
  products: (fetchApi: ApiFetch, term: string, language: string) =>
    queryOptions({
      queryKey: ["suggest", language, term.trim().toLowerCase()] as const,
      queryFn: async () => {
        const params = new URLSearchParams({ q: term.trim(), language, limit: String(SUGGESTION_LIMIT) });
        const response = await fetchApi(`/api/products/suggest?${params}`, { headers: { accept: "application/json" } });
        if (!response.ok) throw new Error(`Product suggestions answered ${response.status}`);
        // The worker validated the catalogue answer before caching it (worker/routes/products.ts).
        return ((await response.json()) as { results: ProductSuggestion[] }).results;
      },
      enabled: isSearchable(term),
      staleTime: 5 * 60_000,
      retry: false,
    }),
};
