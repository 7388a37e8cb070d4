// The news block's data in the query cache: the newsroom's filter choices and pages of a feed, each
// keyed by everything its call names (feed, language, size, keywords, filters), so changing a filter
// is a new list from page 1 and going back to earlier filters finds their pages still loaded.
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import type { CategoriesAndYears, FeedPage } from "../../../shared/schemas/press-releases.ts";
import { createApiClient } from "../../app/api-client.ts";
import type { ApiFetch } from "../../app/storefront-context.ts";

/** Releases change rarely: the worker keeps them ten minutes, the page a few. */
const NEWS_STALE_MS = 5 * 60 * 1000;

export interface FeedFilters {
  categories: string[];
  year: number | null;
}

export interface FeedRequest {
  feedId: string;
  language: string;
  pageSize: number;
  keywords: string[];
  filters: FeedFilters;
}

export const NO_FILTERS: FeedFilters = { categories: [], year: null };

function feedPath({ feedId, pageSize, keywords, filters }: FeedRequest, page: number): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (keywords.length) params.set("keywords", keywords.join(","));
  if (filters.categories.length) params.set("categories", [...filters.categories].sort().join(","));
  if (filters.year !== null) params.set("year", String(filters.year));
  return `/api/press-releases/feeds/${encodeURIComponent(feedId)}?${params}`;
}

const feedKey = (request: FeedRequest) =>
  [
    "press-releases",
    "feed",
    request.feedId,
    request.language,
    request.pageSize,
    request.keywords.join(","),
    [...request.filters.categories].sort().join(","),
    request.filters.year,
  ] as const;

export const newsQueries = {
  /** The newest releases of a feed: the list view's one page. */
  latest: (fetchApi: ApiFetch, request: FeedRequest) =>
    queryOptions({
      queryKey: [...feedKey(request), "latest"],
      queryFn: () => createApiClient(fetchApi, request.language).get<FeedPage>(feedPath(request, 1)),
      staleTime: NEWS_STALE_MS,
    }),
  /** The newsroom's pages, loaded one after another as the visitor reaches the end. */
  pages: (fetchApi: ApiFetch, request: FeedRequest) =>
    infiniteQueryOptions({
      queryKey: feedKey(request),
      queryFn: ({ pageParam }) => createApiClient(fetchApi, request.language).get<FeedPage>(feedPath(request, pageParam)),
      initialPageParam: 1,
      getNextPageParam: (last: FeedPage) => (last.page * last.pageSize < last.totalCount ? last.page + 1 : undefined),
      staleTime: NEWS_STALE_MS,
    }),
  categoriesAndYears: (fetchApi: ApiFetch, language: string) =>
    queryOptions({
      queryKey: ["press-releases", "categories-and-years", language],
      queryFn: () => createApiClient(fetchApi, language).get<CategoriesAndYears>("/api/press-releases/categories-and-years"),
      staleTime: NEWS_STALE_MS,
    }),
};
