// The search page address for a phrase (spec 000 §2: searchPageUrl with query q, URL-encoded) and,
// from a search block, the categories it searches in (categoryIds, a comma list; spec 001 §3).
export function searchAddress(searchPageUrl: string, term: string, categoryIds: readonly number[] = []): string {
  const phrase = term.trim();
  const query = [
    ...(phrase ? [`q=${encodeURIComponent(phrase)}`] : []),
    ...(categoryIds.length > 0 ? [`categoryIds=${categoryIds.join(",")}`] : []),
  ].join("&");
  if (!query) return searchPageUrl;
  return `${searchPageUrl}${searchPageUrl.includes("?") ? "&" : "?"}${query}`;
}

/** Where the header's product search goes: the product results page, else the site's search page. */
export function productSearchPageUrl(navigation: { searchPageUrl: string | null; productSearchPageUrl: string | null }) {
  return navigation.productSearchPageUrl ?? navigation.searchPageUrl;
}
