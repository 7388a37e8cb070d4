// The query parameters that hold a listing's state (spec 000 §5, spec 001 §2): filter.<group>,
// sortBy, sortDirection and page. A leaf module, so the site shell can tell listing state apart
// without loading the listing rules.
export const FILTER_PREFIX = "filter.";
const LISTING_NAMES = new Set(["sortBy", "sortDirection", "page"]);

export function isListingQueryName(name: string): boolean {
  return LISTING_NAMES.has(name) || name.startsWith(FILTER_PREFIX);
}
