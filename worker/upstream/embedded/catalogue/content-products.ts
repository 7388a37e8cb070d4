// Catalogue products placed in CMS content (issue 42), read as the real content service resolves them:
// a CMS product page's product (with its call to action) and a variant selector block's variants, in
// the page's language and the shopper's market. A code the catalogue does not know resolves to nothing.
import type { Market } from "../../../../shared/markets.ts";
import type { ProductInput } from "../../../../shared/schemas/catalogue.ts";
import type { VariantItem } from "../../../../shared/schemas/product-content.ts";
import { contentRepository } from "../content/repository.ts";
import { loadCatalogue } from "./catalogue-query.ts";
import { productPageParts } from "./product-pages.ts";
import { productView, variationView } from "./views.ts";

export interface ContentScope {
  language: string;
  market: Market;
}

export async function contentProduct(db: D1Database, code: string, scope: ContentScope): Promise<ProductInput | null> {
  const catalogue = await loadCatalogue(db, scope.language, { productPage: code }, scope.market);
  const record = catalogue.product(code);
  if (!record) return null;
  const parts = await productPageParts(db, contentRepository(db), scope.language, code);
  return { ...productView(catalogue, record), ...parts.callToAction };
}

export async function productVariants(db: D1Database, code: string, scope: ContentScope): Promise<VariantItem[]> {
  const catalogue = await loadCatalogue(db, scope.language, { codes: [code] }, scope.market);
  const record = catalogue.product(code);
  if (!record) return [];
  return record.variations.map((variation) => {
    const view = variationView(catalogue, record, variation);
    return { code: view.code, name: view.name, color: view.color, size: view.size };
  });
}
