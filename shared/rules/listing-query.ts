// A listing's state in the URL query (spec 001 §2 "Category page", §4 "Listing"): filter.<group> =
// comma-separated facet names, sortBy, sortDirection and page, with the defaults (standard sort,
// ascending, page 1) left out; every filter or sort change goes back to page 1.
import { LISTING_PAGE_SIZE, SORT_OPTIONS } from "../listing-options.ts";
import { FILTER_PREFIX, isListingQueryName } from "./listing-params.ts";

export type SortId = (typeof SORT_OPTIONS)[number]["id"];
export const DEFAULT_SORT: SortId = "standard";

export interface ListingState {
  /** Facet group filterName ("filter.brand") → selected facet names, sorted. */
  filters: Record<string, string[]>;
  sort: SortId;
  page: number;
}

export const EMPTY_LISTING: ListingState = { filters: {}, sort: DEFAULT_SORT, page: 1 };

export function sortOption(id: SortId) {
  return SORT_OPTIONS.find((option) => option.id === id) ?? SORT_OPTIONS[0];
}

function parseSort(sortBy: string | null, sortDirection: string | null): SortId {
  const direction = sortDirection === "desc" ? "desc" : "asc";
  // News has only one direction, so a bare sortBy=news still means news.
  const match = SORT_OPTIONS.find(
    (option) => option.sortBy === sortBy && (option.sortDirection === direction || option.id === "news"),
  );
  return match?.id ?? DEFAULT_SORT;
}

function parsePage(value: string | null): number {
  return value && /^\d{1,4}$/.test(value) ? Math.max(1, Number(value)) : 1;
}

export function parseListingQuery(search: string | URLSearchParams): ListingState {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const filters: Record<string, string[]> = {};
  for (const [name, value] of params) {
    if (!name.startsWith(FILTER_PREFIX) || name.length === FILTER_PREFIX.length) continue;
    const names = value
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean);
    if (names.length) filters[name] = [...new Set([...(filters[name] ?? []), ...names])].sort();
  }
  return { filters, sort: parseSort(params.get("sortBy"), params.get("sortDirection")), page: parsePage(params.get("page")) };
}

/** The listing part of the query in a stable order, defaults left out; commas stay readable. */
function listingEntries(state: ListingState): [string, string][] {
  const entries: [string, string][] = Object.keys(state.filters)
    .filter((group) => state.filters[group]?.length)
    .sort()
    .map((group) => [group, [...state.filters[group]!].sort().map(encodeURIComponent).join(",")]);
  const sort = sortOption(state.sort);
  if (sort.id !== DEFAULT_SORT) {
    entries.push(["sortBy", sort.sortBy]);
    if (sort.sortDirection !== "asc") entries.push(["sortDirection", sort.sortDirection]);
  }
  if (state.page > 1) entries.push(["page", String(state.page)]);
  return entries;
}

/**
 * The query string ("?…" or "") for a listing state, keeping the address's other parameters (such
 * as the search phrase q) in front.
 */
export function listingSearch(state: ListingState, current: string | URLSearchParams = ""): string {
  const params = typeof current === "string" ? new URLSearchParams(current) : current;
  const kept = [...params]
    .filter(([name]) => !isListingQueryName(name))
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  const listing = listingEntries(state).map(
    ([name, value]) => `${name}=${name.startsWith(FILTER_PREFIX) ? value : encodeURIComponent(value)}`,
  );
  const all = [...kept, ...listing];
  return all.length ? `?${all.join("&")}` : "";
}

export function hasFilters(state: ListingState): boolean {
  return Object.values(state.filters).some((names) => names.length > 0);
}

/** A filtered or re-sorted category is a variant of the page, kept out of search indexes. */
export function listingNeedsNoIndex(search: string | URLSearchParams): boolean {
  const state = parseListingQuery(search);
  return hasFilters(state) || state.sort !== DEFAULT_SORT;
}

export function toggleFilter(state: ListingState, group: string, name: string): ListingState {
  const current = state.filters[group] ?? [];
  const next = current.includes(name) ? current.filter((item) => item !== name) : [...current, name].sort();
  const filters = { ...state.filters, [group]: next };
  if (!next.length) delete filters[group];
  return { ...state, filters, page: 1 };
}

export function removeFilter(state: ListingState, group: string, name: string): ListingState {
  return state.filters[group]?.includes(name) ? toggleFilter(state, group, name) : { ...state, page: 1 };
}

export function withSort(state: ListingState, sort: SortId): ListingState {
  return { ...state, sort, page: 1 };
}

export function withPage(state: ListingState, page: number): ListingState {
  return { ...state, page: Math.max(1, Math.floor(page)) };
}

/** Clear: no filters, the default sort, page 1 (the facets on offer stay as they are). */
export function clearListing(): ListingState {
  return { ...EMPTY_LISTING, filters: {} };
}

/** The listing API's parameters for a state (sorted, so equal states share one cache key). */
export function listingApiParams(state: ListingState, extra: Record<string, string>): URLSearchParams {
  const sort = sortOption(state.sort);
  const entries: [string, string][] = [
    ...Object.entries(extra),
    ...Object.entries(state.filters)
      .filter(([, names]) => names.length)
      .map(([group, names]): [string, string] => [group, [...names].sort().join(",")]),
    ["page", String(state.page)],
    ["pageSize", String(LISTING_PAGE_SIZE)],
  ];
  if (sort.id !== DEFAULT_SORT) entries.push(["sortBy", sort.sortBy], ["sortDirection", sort.sortDirection]);
  return new URLSearchParams(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
