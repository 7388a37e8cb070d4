// The content search call's parameters (spec 000 §7 "Content search", §9): built the same way by the
// search page, the header's inline search and the worker's cache key, so equal searches share one entry.
import { DEFAULT_LANGUAGE } from "../languages.ts";

/** Spec 000 §9: page size 12 on the search page; the inline search shows 5. */
export const CONTENT_SEARCH_PAGE_SIZE = 12;
export const INLINE_SEARCH_RESULTS = 5;
/** Spec 000 §5, §9: the inline search waits for a 500 ms pause in typing, and at most 2 s. */
export const INLINE_SEARCH_DEBOUNCE_MS = 500;
export const INLINE_SEARCH_MAX_WAIT_MS = 2000;
/** Spec 000 §9: facet options shown before 'show more'. */
export const VISIBLE_FACET_OPTIONS = 4;
/** The kind of a hit whose card shows a product's data (spec: the type value 'product'). */
export const PRODUCT_HIT_TYPE = "product";
/** The longest phrase the worker accepts (a longer one is a 400). */
export const CONTENT_SEARCH_MAX_CHARS = 100;

export interface ContentSearchParams {
  q: string;
  language: string;
  categoryIds: readonly number[];
  page?: number;
  pageSize?: number;
  includeProducts?: boolean;
}

/** The query string of the browser's /api/search/content call, in one fixed order. */
export function contentSearchParams(params: ContentSearchParams): URLSearchParams {
  const ids = [...new Set(params.categoryIds)].sort((a, b) => a - b);
  return new URLSearchParams([
    ["q", params.q.trim()],
    ["page", String(params.page ?? 1)],
    ["pageSize", String(params.pageSize ?? CONTENT_SEARCH_PAGE_SIZE)],
    ["language", params.language || DEFAULT_LANGUAGE],
    ...(ids.length ? [["categoryIds", ids.join(",")] as [string, string]] : []),
    ["includeProducts", String(params.includeProducts ?? true)],
  ]);
}
