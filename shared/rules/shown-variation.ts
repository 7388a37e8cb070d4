// Which variation a product page shows (spec 001 §2): the one named by ?code, otherwise the first.
// One rule for the page itself and for its head's sku meta tag.
export function shownVariation<V extends { code: string }>(variations: readonly V[], code: string | null): V | undefined {
  return variations.find((candidate) => candidate.code === code) ?? variations[0];
}
