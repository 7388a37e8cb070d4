// Which variation a product page shows (spec 001 §2, §4): the one named by ?code, otherwise the first;
// picking a colour or a size chooses the matching variation of the other attribute. One rule for the
// product page, its head's sku meta tag and the variant selector blocks of a CMS product page.

/** What a variation is chosen by: its code and its two attributes. */
export interface ChoosableVariation {
  code: string;
  color?: string | null;
  size?: string | null;
}

export type VariationAttribute = "color" | "size";

export function shownVariation<V extends { code: string }>(variations: readonly V[], code: string | null): V | undefined {
  return variations.find((candidate) => candidate.code === code) ?? variations[0];
}

/** The distinct non-empty values of an attribute, in variation order. */
export function attributeValues(variations: readonly ChoosableVariation[], attribute: VariationAttribute): string[] {
  return [...new Set(variations.map((variation) => variation[attribute]).filter((value): value is string => !!value))];
}

/** The variation with the picked value, keeping the other attribute when such a variation exists. */
export function matchingVariation<V extends ChoosableVariation>(
  variations: readonly V[],
  current: V,
  attribute: VariationAttribute,
  value: string,
): V {
  const other: VariationAttribute = attribute === "color" ? "size" : "color";
  const candidates = variations.filter((variation) => variation[attribute] === value);
  return candidates.find((variation) => variation[other] === current[other]) ?? candidates[0] ?? current;
}
