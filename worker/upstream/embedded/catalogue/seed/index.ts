// The catalogue seed: 33 products in 9 categories and 2 brands, with texts in fi, en and sv.
import { brands, categories } from "./categories.ts";
import { darkOatProducts } from "./products-dark-oat.ts";
import { giftProducts } from "./products-gifts.ts";
import { milkProducts } from "./products-milk.ts";
import { sweetProducts } from "./products-sweets.ts";
import { recipes } from "./recipes.ts";
import { terms } from "./terms.ts";
import type { CatalogueSeed } from "./types.ts";

export const catalogueSeed: CatalogueSeed = {
  categories,
  brands,
  recipes,
  products: [...milkProducts, ...darkOatProducts, ...sweetProducts, ...giftProducts],
  terms,
};

/** A hash of the seed data: the catalogue is reloaded only when this changes (stock survives restarts). */
export async function catalogueSeedVersion(): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(JSON.stringify(catalogueSeed)));
  const hex = [...new Uint8Array(digest).slice(0, 8)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `catalogue-${hex}`;
}
