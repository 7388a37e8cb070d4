// The search page's state: what the address asks (q, categoryIds), the results page by page (the
// previous results stay shown under the spinner while a new search loads), and the moves that
// change the address, so a search can be shared, reloaded and gone back to.
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { startTransition, useOptimistic } from "react";
import { useLocation, useNavigate } from "react-router";
import type { PageQuery } from "../../../shared/rules/page-query.ts";
import { usePageModel } from "../../app/page-context.ts";
import { useStorefront } from "../../app/storefront-context.ts";
import { contentSearchQueries, searchPageParams } from "../../components/search/content-search-queries.ts";
import { searchAddress } from "../../components/search/search-url.ts";

export function useContentSearch(query: PageQuery) {
  const model = usePageModel();
  const storefront = useStorefront();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const results = useInfiniteQuery({
    ...contentSearchQueries.page(storefront, searchPageParams(model, search)),
    placeholderData: keepPreviousData,
  });
  const pages = results.data?.pages ?? [];
  // What the facets show: while the address changes, already the shopper's choice (a ticked box stays ticked).
  const [chosen, setChosen] = useOptimistic<readonly number[]>(query.categoryIds);
  const go = (q: string, categoryIds: readonly number[]) =>
    startTransition(async () => {
      setChosen(categoryIds);
      await navigate(searchAddress(pathname, q, categoryIds), { preventScrollReset: true });
    });
  return {
    chosen,
    hits: pages.flatMap((page) => page.hits),
    /** The newest answer's facets and total (a failed 'show more' keeps the earlier ones). */
    latest: pages.findLast((page) => !page.failed) ?? null,
    failed: pages.at(-1)?.failed === true,
    /** A new search (or new facets) is loading; the hits shown are the previous ones. */
    searching: results.isFetching && !results.isFetchingNextPage,
    loadingMore: results.isFetchingNextPage,
    hasMore: results.hasNextPage,
    showMore: () => results.fetchNextPage(),
    search: (q: string) => go(q, query.categoryIds),
    toggleCategory: (id: number) =>
      go(
        query.q,
        query.categoryIds.includes(id) ? query.categoryIds.filter((other) => other !== id) : [...query.categoryIds, id],
      ),
    clearCategories: () => go(query.q, []),
  };
}

export type ContentSearch = ReturnType<typeof useContentSearch>;
