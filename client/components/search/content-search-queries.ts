// Content search results in the query cache, shared by the search page (a page at a
// time, appended on 'show more'; prefetched by the worker for the first render) and the header's
// inline search. A failed call is an answer marked `failed`, shown as the search error (spec 000 §8).
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import {
  type ContentSearchParams,
  contentSearchParams,
  INLINE_SEARCH_RESULTS,
} from "../../../shared/rules/content-search-query.ts";
import { pageQueryOf } from "../../../shared/rules/page-query.ts";
import type { ContentSearchResponse, SearchPageFields } from "../../../shared/schemas/content-search.ts";
import type { PageModel } from "../../../shared/schemas/page-model.ts";
import type { ApiFetch, Storefront } from "../../app/storefront-context.ts";

export type ContentSearchResult = ContentSearchResponse & { failed?: boolean };

/** The call and the shopper's market, whose prices product hits show. */
export type SearchSource = Pick<Storefront, "fetchApi" | "market">;

const STALE_MS = 60_000;
const FAILED: ContentSearchResult = { hits: [], facetCategories: [], hasMore: false, totalCount: 0, failed: true };

async function fetchSearch(fetchApi: ApiFetch, params: URLSearchParams): Promise<ContentSearchResult> {
  try {
    const response = await fetchApi(`/api/search/content?${params}`, { headers: { accept: "application/json" } });
    if (!response.ok) throw new Error(`The content search answered ${response.status}`);
    // The worker validated the answer before caching it (worker/routes/content-search.ts).
    return (await response.json()) as ContentSearchResponse;
  } catch (error) {
    console.warn("The content search failed", error);
    return FAILED;
  }
}

/** The call's parameters, with the market when products (and their prices) are in. */
function callParams({ market }: SearchSource, params: ContentSearchParams): URLSearchParams {
  const query = contentSearchParams(params);
  if (query.get("includeProducts") === "true") query.set("market", market);
  return query;
}

export const contentSearchQueries = {
  /** The search page's results, page by page. */
  page: (source: SearchSource, params: Omit<ContentSearchParams, "page">) => {
    const base = callParams(source, params);
    return infiniteQueryOptions({
      queryKey: ["content-search", "page", base.toString()] as const,
      queryFn: ({ pageParam }) => {
        const query = new URLSearchParams(base);
        query.set("page", String(pageParam));
        return fetchSearch(source.fetchApi, query);
      },
      initialPageParam: 1,
      // A failed 'show more' can be asked again; a failed first page waits for a new search.
      getNextPageParam: (last, all, lastParam) =>
        last.failed ? (all.length > 1 ? lastParam : undefined) : last.hasMore ? lastParam + 1 : undefined,
      staleTime: (query) => (query.state.data?.pages.some((page) => page.failed) ? 0 : STALE_MS),
    });
  },
  /** The header's inline search: the first few hits for what is typed. */
  inline: (source: SearchSource, q: string, language: string) => {
    const query = callParams(source, { q, language, categoryIds: [], pageSize: INLINE_SEARCH_RESULTS, includeProducts: true });
    return queryOptions({
      queryKey: ["content-search", "inline", query.toString()] as const,
      queryFn: () => fetchSearch(source.fetchApi, query),
      enabled: q.trim() !== "",
      staleTime: (state) => (state.state.data?.failed ? 0 : STALE_MS),
      retry: false,
    });
  },
};

/** What the search page at this address searches: q and categoryIds from the URL, products as its fields say. */
export function searchPageParams(model: PageModel, search: string): Omit<ContentSearchParams, "page"> {
  const { q, categoryIds } = pageQueryOf(search);
  const { includeProducts = true } = model as PageModel & Partial<SearchPageFields>;
  return { q, categoryIds, language: model.metadata.currentLanguage, includeProducts };
}

/**
 * page-data entry: on the worker the first page is in the cache before the page renders (a shared
 * link shows its results server-side); in the browser a new search starts here and the page shows
 * its spinner meanwhile, over the previous results.
 */
export async function prefetchContentSearch(storefront: Storefront, model: PageModel, url: URL): Promise<unknown> {
  const first = storefront.queryClient.ensureInfiniteQueryData(
    contentSearchQueries.page(storefront, searchPageParams(model, url.search)),
  );
  return typeof document === "undefined" ? first : null;
}
