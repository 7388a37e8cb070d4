// The location finder's state in the page address, so a shared link shows the same
// results: q (the words), city (one city name), categoryIds (a comma list, as the search block writes
// it) and page (how many pages 'load more' has shown; 1 is left out). Other parameters are kept.
import { LOCATION_PAGE_SIZE, LOCATION_QUERY_MAX_CHARS } from "../location-options.ts";
import { pageQueryOf } from "./page-query.ts";

export interface FinderState {
  q: string;
  city: string;
  categoryIds: number[];
  /** Pages shown, each of LOCATION_PAGE_SIZE results. */
  page: number;
}

const FINDER_NAMES = new Set(["q", "city", "categoryIds", "page"]);
/** Deep enough for any real list; a hand-typed page=9999 is not 9999 requests. */
const MAX_SHOWN_PAGES = 20;

const clip = (text: string) => text.trim().slice(0, LOCATION_QUERY_MAX_CHARS);

export function finderStateOf(search: string | URLSearchParams): FinderState {
  const params = new URLSearchParams(search);
  const { q, categoryIds } = pageQueryOf(params);
  const page = params.get("page") ?? "";
  return {
    q: clip(q),
    city: clip(params.get("city") ?? ""),
    categoryIds: [...categoryIds].sort((a, b) => a - b),
    page: /^\d{1,3}$/.test(page) ? Math.min(Math.max(Number(page), 1), MAX_SHOWN_PAGES) : 1,
  };
}

/** The query string ("?…" or "") of a finder state, defaults left out, the address's other parameters first. */
export function finderSearch(state: FinderState, current: string | URLSearchParams = ""): string {
  const kept = [...new URLSearchParams(current)].filter(([name]) => !FINDER_NAMES.has(name));
  const own: [string, string][] = [];
  if (state.q.trim()) own.push(["q", state.q.trim()]);
  if (state.city.trim()) own.push(["city", state.city.trim()]);
  const parts = [...kept, ...own].map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  // Numbers and commas only: readable as they are.
  if (state.categoryIds.length) parts.push(`categoryIds=${state.categoryIds.join(",")}`);
  if (state.page > 1) parts.push(`page=${state.page}`);
  return parts.length ? `?${parts.join("&")}` : "";
}

/** Ticks or unticks a category; a new choice starts again from the first page. */
export function toggleCategory(state: FinderState, id: number): FinderState {
  const categoryIds = state.categoryIds.includes(id)
    ? state.categoryIds.filter((current) => current !== id)
    : [...state.categoryIds, id].sort((a, b) => a - b);
  return { ...state, categoryIds, page: 1 };
}

/** The locations list call's parameters for one page of a state, in one order so equal states share a cache entry. */
export function locationListParams(state: FinderState, language: string, page: number): URLSearchParams {
  const params = new URLSearchParams();
  if (state.categoryIds.length) params.set("categoryIds", state.categoryIds.join(","));
  if (state.city) params.set("city", state.city);
  params.set("language", language);
  params.set("page", String(page));
  params.set("pageSize", String(LOCATION_PAGE_SIZE));
  if (state.q) params.set("q", state.q);
  return params;
}

/** The city options call's parameters: the cities where locations of the chosen categories are. */
export function cityOptionsParams(categoryIds: readonly number[], language: string): URLSearchParams {
  const params = new URLSearchParams();
  if (categoryIds.length) params.set("categoryIds", categoryIds.join(","));
  params.set("language", language);
  return params;
}
