// Pure rules of the product page (spec 001 §2/§4): which layout, which variation, which pictures.
import type { Product, Variation } from "../../../shared/schemas/catalogue.ts";
import type { Image } from "../../../shared/schemas/page-model.ts";
import { shownVariation } from "../../../shared/rules/shown-variation.ts";

export type ProductLayout = "designer" | "package" | "standard";
export type VariationAttribute = "color" | "size";

export function productLayout(product: Product): ProductLayout {
  if (product.variations.some((variation) => variation.productType === "CustomTablet")) return "designer";
  if (product.variations.some((variation) => variation.contentType.some((type) => type.includes("Package")))) return "package";
  return "standard";
}

/** The variation named by ?code, otherwise the first. */
export function selectedVariation(product: Product, code: string | null): Variation {
  const variation = shownVariation(product.variations, code);
  // A product page without any variation is a catalogue error, shown by the page's error boundary.
  if (!variation) throw new Error(`Product ${product.code} has no variations`);
  return variation;
}

/** The distinct non-empty values of an attribute, in variation order. */
export function attributeValues(product: Product, attribute: VariationAttribute): string[] {
  return [...new Set(product.variations.map((variation) => variation[attribute]).filter((value): value is string => !!value))];
}

/** The variation with the picked value, keeping the other attribute when such a variation exists. */
export function matchingVariation(product: Product, current: Variation, attribute: VariationAttribute, value: string): Variation {
  const other: VariationAttribute = attribute === "color" ? "size" : "color";
  const candidates = product.variations.filter((variation) => variation[attribute] === value);
  return candidates.find((variation) => variation[other] === current[other]) ?? candidates[0] ?? current;
}

/** The selected variation's pictures, falling back to the product's own. */
export function productImages(product: Product, variation: Variation): Image[] {
  return variation.assets.length ? variation.assets : product.assets;
}

/** Brands of a variation as one comma-joined string (review widget, JSON-LD). */
export function brandNames(variation: Variation): string {
  return variation.brands.map((brand) => brand.value).join(", ");
}
