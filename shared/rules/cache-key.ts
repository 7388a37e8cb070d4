// The page-model cache key (spec 000 §5, narrowed by docs/decisions/015-page-model-cache-key.md): the
// page's path plus only the query parameters the content varies by. Listing state (spec 000 §5),
// tracking parameters and one shopper's things (order ids, payment results, identifiers) never reach a
// shared key, and neither does anything else nobody listed: a flood of junk parameters is one entry.

import { DEFAULT_MARKET, type Market } from "../markets.ts";
import { boundedMemo } from "./bounded-memo.ts";

/**
 * Query parameters a page model varies by, sent to the content service and kept in the key. None
 * today: search terms, categories, a release's id and the like are read by the page in the browser or
 * the worker and fetched by their own calls, never baked into the shared page model.
 */
export const CONTENT_PARAMS: ReadonlySet<string> = new Set<string>();

/**
 * Normalises a page address (path and query) into the key its page model is cached under. The keys of
 * the last 500 addresses are remembered: a busy page is asked for by the same address again and again,
 * and parsing it each time was a fair share of answering it from a kept render.
 */
export const pageModelCacheKey = boundedMemo((address: string): string => {
  const url = new URL(address, "http://key.invalid");
  return contentQuery(normalisePath(url.pathname), url.searchParams);
}, 500);

/** The address the content service is asked for: the path as given, with only the content's parameters. */
export function pageContentAddress(address: string): string {
  const url = new URL(address, "http://key.invalid");
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, "") : url.pathname;
  return contentQuery(path, url.searchParams);
}

function contentQuery(path: string, params: URLSearchParams): string {
  const kept = [...params].filter(([name]) => CONTENT_PARAMS.has(name));
  kept.sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a < b ? -1 : 1));
  const query = new URLSearchParams(kept).toString();
  return query ? `${path}?${query}` : path;
}

/** Lower-cases the path and drops a trailing slash, so /FI/Tuotteet/ and /fi/tuotteet share an entry. */
export function normalisePath(pathname: string): string {
  let path = safeDecode(pathname).toLowerCase();
  if (path.length > 1) path = path.replace(/\/+$/, "");
  return path || "/";
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * A page model key (or content address) for the shopper's market: a product page's prices are the
 * market's, so each market other than the default has its own entry. The default
 * market's key is the address's own.
 */
export function withMarket(key: string, market: Market): string {
  if (market === DEFAULT_MARKET) return key;
  return `${key}${key.includes("?") ? "&" : "?"}market=${market}`;
}
