// The catalogue's records as requests see them, and the small look-ups: text search, which entry an
// address names, and an entry's addresses in every language. Loading records: catalogue-query.ts.
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
  /** More pictures after each variation's own, with alt texts in the catalogue's language. */
  gallery: { url: string; altText: string }[];
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
  /** The currency its prices are in (the market's). */
  currency: string;
  products: ProductRecord[];
  product: (code: string) => ProductRecord | undefined;
  categories: CategoryRecord[];
  category: (code: string) => CategoryRecord | undefined;
  /** A translated term (allergen, diet, colour, tag, kind, facetGroup, text), or null when unknown. */
  term: (kind: string, code: string) => string | null;
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
