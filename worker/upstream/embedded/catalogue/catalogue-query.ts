// Loads the part of one language's catalogue a request needs (issue 14): a listing's category tree
// and brand, a set of search hits, or one product page with its related and included products,
// filtered in SQL over indexed columns. Categories and terms are small and always come along.
import type { Catalogue, CategoryRecord, ProductRecord, VariationRecord } from "./repository.ts";
import { type Market, DEFAULT_MARKET, currencyOf } from "../../../../shared/markets.ts";
import { marketPrice, marketPriceOrNull } from "../price-lists.ts";

/** Which products a request reads: a listing (optionally one category with its descendants and one brand), given codes, or a product page. */
export type CatalogueScope =
  | { listing: { category?: string; brand?: string } }
  | { codes: readonly string[] }
  | { productPage: string };

// The selected products' codes, as a subquery; ?2 and ?3 are the scope's arguments.
const CATEGORY_TREE = `WITH RECURSIVE tree(code) AS (
  SELECT ?2 UNION SELECT c.code FROM catalogue_categories c JOIN tree ON c.parent_code = tree.code) SELECT code FROM tree`;
const SELECTIONS = {
  listing: `SELECT code FROM catalogue_products WHERE (?2 IS NULL OR category_code IN (${CATEGORY_TREE}))
    AND (?3 IS NULL OR brand_code = ?3)`,
  codes: "SELECT value FROM json_each(?2)",
  // The product, the products its page shows as related cards, and the items its packages include.
  productPage: `SELECT ?2 UNION SELECT value FROM json_each((SELECT related FROM catalogue_products WHERE code = ?2))
    UNION SELECT i.item_product_code FROM catalogue_package_items i
    JOIN catalogue_variations v ON v.code = i.variation_code WHERE v.product_code = ?2`,
};

function selection(scope: CatalogueScope): { sql: string; args: unknown[] } {
  if ("listing" in scope) return { sql: SELECTIONS.listing, args: [scope.listing.category ?? null, scope.listing.brand ?? null] };
  if ("codes" in scope) return { sql: SELECTIONS.codes, args: [JSON.stringify(scope.codes)] };
  return { sql: SELECTIONS.productPage, args: [scope.productPage] };
}

type Row = Record<string, unknown>;
const str = (value: unknown) => (value === null || value === undefined ? null : String(value));
const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** The catalogue's products in `scope`, in `language`, priced in the market's list. */
export async function loadCatalogue(
  db: D1Database,
  language: string,
  scope: CatalogueScope,
  market: Market = DEFAULT_MARKET,
): Promise<Catalogue> {
  const { sql: selected, args } = selection(scope);
  // Numbered parameters: ?1 is the language, then the selection's own (SQLite counts up to the highest).
  const bind = (statement: D1PreparedStatement) => statement.bind(language, ...args);
  const [products, variations, items, categories, terms] = await db.batch<Row>([
    bind(
      db.prepare(
        `SELECT p.*, t.*, b.name AS brand_name FROM catalogue_products p
         JOIN catalogue_product_texts t ON t.product_code = p.code AND t.language = ?1
         JOIN catalogue_brands b ON b.code = p.brand_code
         WHERE p.code IN (${selected}) ORDER BY p.sort_order`,
      ),
    ),
    bind(
      db.prepare(
        `SELECT v.*, vt.name, vt.ingredients FROM catalogue_variations v
         LEFT JOIN catalogue_variation_texts vt ON vt.variation_code = v.code AND vt.language = ?1
         WHERE v.product_code IN (${selected}) ORDER BY v.product_code, v.sort_order`,
      ),
    ),
    bind(
      db.prepare(
        `SELECT i.* FROM catalogue_package_items i JOIN catalogue_variations v ON v.code = i.variation_code
         WHERE v.product_code IN (${selected}) ORDER BY i.variation_code, i.sort_order`,
      ),
    ),
    db
      .prepare(
        `SELECT c.code, c.parent_code, c.sort_order, t.url, t.name, t.heading, t.description FROM catalogue_categories c
         JOIN catalogue_category_texts t ON t.category_code = c.code AND t.language = ?1 ORDER BY c.sort_order, c.code`,
      )
      .bind(language),
    db.prepare("SELECT kind, code, label FROM catalogue_terms WHERE language = ?1").bind(language),
  ]);

  const includes = new Map<string, VariationRecord["includes"]>();
  for (const row of items?.results ?? []) {
    const list = includes.get(String(row.variation_code)) ?? [];
    list.push({ productCode: String(row.item_product_code), quantity: Number(row.quantity) });
    includes.set(String(row.variation_code), list);
  }
  const variationsByProduct = new Map<string, VariationRecord[]>();
  for (const row of variations?.results ?? []) {
    const code = String(row.code);
    const list = variationsByProduct.get(String(row.product_code)) ?? [];
    list.push({
      code,
      productCode: String(row.product_code),
      colour: str(row.colour),
      size: str(row.size),
      weightGrams: num(row.weight_grams),
      pieces: num(row.pieces),
      price: marketPrice(Number(row.price), market),
      discountedPrice: marketPriceOrNull(num(row.discounted_price), market),
      previousPrice: marketPriceOrNull(num(row.previous_price), market),
      stock: Number(row.stock),
      productType: String(row.product_type),
      contentType: JSON.parse(String(row.content_type)),
      imageUrl: str(row.image_url),
      properties: row.properties ? JSON.parse(String(row.properties)) : null,
      name: str(row.name),
      ingredients: str(row.ingredients),
      includes: includes.get(code) ?? [],
    });
    variationsByProduct.set(String(row.product_code), list);
  }
  const productList: ProductRecord[] = (products?.results ?? []).map((row) => ({
    code: String(row.code),
    categoryCode: String(row.category_code),
    brandCode: String(row.brand_code),
    brandName: String(row.brand_name),
    kind: String(row.kind),
    productType: String(row.product_type),
    sortOrder: Number(row.sort_order),
    publishedAt: String(row.published_at),
    properties: JSON.parse(String(row.properties)),
    related: JSON.parse(String(row.related)),
    url: String(row.url),
    displayName: String(row.display_name),
    shortTitle: str(row.short_title),
    nameOfTheFood: str(row.name_of_the_food),
    description: str(row.description),
    ingredients: str(row.ingredients),
    tags: JSON.parse(String(row.tags)),
    details: JSON.parse(String(row.details)),
    gallery: (JSON.parse(String(row.gallery ?? "[]")) as { url: string; alt: Record<string, string> }[]).map((picture) => ({
      url: picture.url,
      altText: picture.alt[language] ?? picture.alt.en ?? "",
    })),
    variations: variationsByProduct.get(String(row.code)) ?? [],
  }));
  const categoryList: CategoryRecord[] = (categories?.results ?? []).map((row) => ({
    code: String(row.code),
    parentCode: str(row.parent_code),
    sortOrder: Number(row.sort_order),
    url: String(row.url),
    name: String(row.name),
    heading: str(row.heading),
    description: str(row.description),
  }));
  const termMap = new Map((terms?.results ?? []).map((row) => [`${row.kind}:${row.code}`, String(row.label)]));
  const productMap = new Map(productList.map((product) => [product.code, product]));
  const categoryMap = new Map(categoryList.map((category) => [category.code, category]));
  return {
    language,
    currency: currencyOf(market),
    products: productList,
    product: (code) => productMap.get(code),
    categories: categoryList,
    category: (code) => categoryMap.get(code),
    term: (kind, code) => termMap.get(`${kind}:${code}`) ?? null,
  };
}
