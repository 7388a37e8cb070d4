// The search page address for a phrase (spec 000 §2: searchPageUrl with query q).
export function searchAddress(searchPageUrl: string, term: string): string {
  const phrase = term.trim();
  if (!phrase) return searchPageUrl;
  return `${searchPageUrl}${searchPageUrl.includes("?") ? "&" : "?"}q=${encodeURIComponent(phrase)}`;
}
