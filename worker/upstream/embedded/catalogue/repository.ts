// Reads of the catalogue tables: one language's whole catalogue in a single batch (a few dozen
// products, so listings filter in memory), text search, and address and translation look-ups.
import { foldText } from "./fold-text.ts";

export type PropertyCodes = Record<string, string>;

/** The language-independent nutrition, allergen/suitable-for/diet codes and labels (column properties). */
export interface Properties {
  nutrients?: Record<string, number>;
  portionGrams?: number;
  allergens?: PropertyCodes;
  suitableFor?: PropertyCodes;
  diets?: PropertyCodes;
  labels: string[];
}

export interface VariationRecord {
  code: string;
  productCode: string;
  colour: string | null;
  size: string | null;
  weightGrams: number | null;
  pieces: number | null;
  price: number;
  discountedPrice: number | null;
  previousPrice: number | null;
  stock: number;
  productType: string;
  contentType: string[];
  imageUrl: string | null;
  properties: Properties | null;
  name: string | null;
  ingredients: string | null;
  includes: { productCode: string; quantity: number }[];
}

export interface ProductRecord {
  code: string;
  categoryCode: string;
  brandCode: string;
  brandName: string;
  kind: string;
  productType: string;
  sortOrder: number;
  publishedAt: string;
  properties: Properties;
  related: string[];
  url: string;
  displayName: string;
  shortTitle: string | null;
  nameOfTheFood: string | null;
  description: string | null;
  ingredients: string | null;
  tags: Record<string, string>;
  details: { title: string; content: string }[];
  variations: VariationRecord[];
}

export interface CategoryRecord {
  code: string;
  parentCode: string | null;
  sortOrder: number;
  url: string;
  name: string;
  heading: string | null;
  description: string | null;
}

export interface Catalogue {
  language: string;
  products: ProductRecord[];
  product: (code: string) => ProductRecord | undefined;
  categories: CategoryRecord[];
  category: (code: string) => CategoryRecord | undefined;
  /** A translated term (allergen, diet, colour, tag, kind, facetGroup, text), or null when unknown. */
  term: (kind: string, code: string) => string | null;
}

type Row = Record<string, unknown>;
const str = (value: unknown) => (value === null || value === undefined ? null : String(value));
const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));

export async function loadCatalogue(db: D1Database, language: string): Promise<Catalogue> {
  const [products, variations, items, categories, terms] = await db.batch<Row>([
    db
      .prepare(
        `SELECT p.*, t.*, b.name AS brand_name FROM catalogue_products p
         JOIN catalogue_product_texts t ON t.product_code = p.code AND t.language = ?1
         JOIN catalogue_brands b ON b.code = p.brand_code ORDER BY p.sort_order`,
      )
      .bind(language),
    db
      .prepare(
        `SELECT v.*, vt.name, vt.ingredients FROM catalogue_variations v
         LEFT JOIN catalogue_variation_texts vt ON vt.variation_code = v.code AND vt.language = ?1
         ORDER BY v.product_code, v.sort_order`,
      )
      .bind(language),
    db.prepare("SELECT * FROM catalogue_package_items ORDER BY variation_code, sort_order"),
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
      price: Number(row.price),
      discountedPrice: num(row.discounted_price),
      previousPrice: num(row.previous_price),
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
    products: productList,
    product: (code) => productMap.get(code),
    categories: categoryList,
    category: (code) => categoryMap.get(code),
    term: (kind, code) => termMap.get(`${kind}:${code}`) ?? null,
  };
}

/** Codes of the products whose folded name, description, tags, type or brand contain every word of q. */
export async function searchProductCodes(db: D1Database, language: string, q: string): Promise<string[]> {
  const words = foldText(q).split(" ").filter(Boolean).slice(0, 8);
  if (!words.length) return [];
  const escapeLike = (word: string) => word.replace(/[\\%_]/g, (char) => `\\${char}`);
  const conditions = words.map(() => "search_text LIKE ? ESCAPE '\\'").join(" AND ");
  const rows = await db
    .prepare(`SELECT product_code FROM catalogue_product_texts WHERE language = ? AND ${conditions}`)
    .bind(language, ...words.map((word) => `%${escapeLike(word)}%`))
    .all<{ product_code: string }>();
  return rows.results.map((row) => row.product_code);
}

/** Which catalogue entry a site path names: a product or a category, with its language. */
export async function findCatalogueAddress(db: D1Database, path: string) {
  const [product, category] = await db.batch<{ code: string; language: string }>([
    db.prepare("SELECT product_code AS code, language FROM catalogue_product_texts WHERE url = ?").bind(path),
    db.prepare("SELECT category_code AS code, language FROM catalogue_category_texts WHERE url = ?").bind(path),
  ]);
  const productRow = product?.results[0];
  if (productRow) return { kind: "product" as const, ...productRow };
  const categoryRow = category?.results[0];
  if (categoryRow) return { kind: "category" as const, ...categoryRow };
  return null;
}

/** The addresses of a product or category in every language. */
export async function catalogueTranslations(db: D1Database, kind: "product" | "category", code: string) {
  const table = kind === "product" ? "catalogue_product_texts" : "catalogue_category_texts";
  const column = kind === "product" ? "product_code" : "category_code";
  const rows = await db
    .prepare(`SELECT language, url FROM ${table} WHERE ${column} = ? ORDER BY language`)
    .bind(code)
    .all<{ language: string; url: string }>();
  return rows.results;
}
