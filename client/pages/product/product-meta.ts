// Pure rules of the product page (spec 001 §2/§4): which layout, which variation, which pictures.
import type { Product, Variation } from "../../../shared/schemas/catalogue.ts";
import type { Image } from "../../../shared/schemas/page-model.ts";
import { shownVariation } from "../../../shared/rules/shown-variation.ts";

export type ProductLayout = "designer" | "package" | "standard";

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

/** The selected variation's pictures, falling back to the product's own. */
export function productImages(product: Product, variation: Variation): Image[] {
  return variation.assets.length ? variation.assets : product.assets;
}

/** Brands of a variation as one comma-joined string (review widget, JSON-LD). */
export function brandNames(variation: Variation): string {
  return variation.brands.map((brand) => brand.value).join(", ");
}
