// Product cards an editor chose, read from the catalogue in the page's language and
// the shopper's market: by code in the editor's order, or a category's products in its standard
// order (its sub-categories' included). Codes the catalogue does not know are left out.
import type { Market } from "../../../../shared/markets.ts";
import type { ProductCard } from "../../../../shared/schemas/catalogue.ts";
import { loadCatalogue } from "../catalogue/catalogue-query.ts";
import { productCard } from "../catalogue/views.ts";

export interface CardScope {
  language: string;
  market: Market;
}

export async function cardsByCode(db: D1Database, codes: readonly string[], scope: CardScope): Promise<ProductCard[]> {
  if (!codes.length) return [];
  const catalogue = await loadCatalogue(db, scope.language, { codes }, scope.market);
  return codes.flatMap((code) => {
    const product = catalogue.product(code);
    return product ? [productCard(catalogue, product)] : [];
  });
}

export async function categoryCards(db: D1Database, code: string, scope: CardScope) {
  const catalogue = await loadCatalogue(db, scope.language, { listing: { category: code } }, scope.market);
  const category = catalogue.category(code);
  if (!category) return null;
  return { category, cards: catalogue.products.map((product) => productCard(catalogue, product)) };
}
