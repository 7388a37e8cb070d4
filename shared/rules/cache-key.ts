// The page-model cache key (spec 000 §5): the page address without listing state, the rest sorted.
const LISTING_PARAMS = new Set(["code", "page", "sortBy", "sortDirection"]);

export function isListingParam(name: string): boolean {
  return LISTING_PARAMS.has(name) || name.startsWith("filter.");
}

/** Normalises a page address (path and query) into the key its page model is cached under. */
export function pageModelCacheKey(address: string): string {
  const url = new URL(address, "http://key.invalid");
  const path = normalisePath(url.pathname);
  const kept = [...url.searchParams].filter(([name]) => !isListingParam(name));
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
