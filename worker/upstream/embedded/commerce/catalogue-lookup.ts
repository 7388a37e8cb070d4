// What a cart line needs to know about a variation, read from the embedded catalogue's D1 tables
// (0002_catalogue.sql) in the cart's language.
import type { Language } from "../../../../shared/languages.ts";
import { DEFAULT_MARKET, type Market } from "../../../../shared/markets.ts";
import { marketPrice, marketPriceOrNull } from "../price-lists.ts";

export interface CartVariation {
  code: string;
  displayName: string;
  productUrl: string;
  productImageUrl: string | null;
  /** In the market's currency, tax included. */
  price: number;
  discountedPrice: number | null;
  weightGrams: number | null;
  stock: number;
  isBuyable: boolean;
  /** "Default", "Package" or "CustomTablet". */
  productType: string;
  brands: string[];
  /** Category names from the top level down. */
  categories: string[];
}

export interface CatalogueLookup {
  /** Priced in the market's list; the default market's (euros) when none is named. */
  variation(code: string, language: Language, market?: Market): Promise<CartVariation | null>;
  variations(codes: string[], language: Language, market?: Market): Promise<Map<string, CartVariation>>;
}

interface VariationRow {
  code: string;
  size: string | null;
  colour: string | null;
  colour_label: string | null;
  variation_name: string | null;
  weight_grams: number | null;
  price: number;
  discounted_price: number | null;
  stock: number;
  product_type: string;
  image_url: string | null;
  category_code: string;
  display_name: string | null;
  url: string | null;
  brand_name: string | null;
}

const VARIATION_SQL = `
SELECT v.code, v.size, v.colour, term.label AS colour_label, vt.name AS variation_name, v.weight_grams, v.price, v.discounted_price, v.stock,
       COALESCE(NULLIF(v.product_type, 'Default'), p.product_type, v.product_type) AS product_type,
       v.image_url, p.category_code, t.display_name, t.url, b.name AS brand_name
FROM catalogue_variations v
JOIN catalogue_products p ON p.code = v.product_code
LEFT JOIN catalogue_product_texts t ON t.product_code = p.code AND t.language = ?1
LEFT JOIN catalogue_variation_texts vt ON vt.variation_code = v.code AND vt.language = ?1
LEFT JOIN catalogue_brands b ON b.code = p.brand_code
LEFT JOIN catalogue_terms term ON term.kind = 'colour' AND term.code = v.colour AND term.language = ?1
WHERE v.code IN (SELECT value FROM json_each(?2))`;

/** Reads variations with SQL; the category tree is small and read once per lookup. */
export function d1CatalogueLookup(db: D1Database): CatalogueLookup {
  const lookup: CatalogueLookup = {
    async variation(code, language, market) {
      return (await lookup.variations([code], language, market)).get(code) ?? null;
    },
    async variations(codes, language, market = DEFAULT_MARKET) {
      const found = new Map<string, CartVariation>();
      if (codes.length === 0) return found;
      const [rows, categories] = await Promise.all([
        db
          .prepare(VARIATION_SQL)
          .bind(language, JSON.stringify([...new Set(codes)]))
          .all<VariationRow>(),
        categoryPaths(db, language),
      ]);
      for (const row of rows.results) found.set(row.code, toCartVariation(row, categories(row.category_code), market));
      return found;
    },
  };
  return lookup;
}

function toCartVariation(row: VariationRow, categories: string[], market: Market): CartVariation {
  const name = row.display_name ?? row.code;
  // "Kaarna Box of Chocolates 250 g, Gold"; "Personalised chocolate tablet 100 g, Milk chocolate".
  const sized = row.size ? `${name} ${row.size}` : name;
  const details = [row.variation_name, row.colour_label ?? row.colour].filter(Boolean).join(", ");
  return {
    code: row.code,
    displayName: details ? `${sized}, ${details}` : sized,
    productUrl: row.url ? `${row.url}?code=${encodeURIComponent(row.code)}` : "",
    productImageUrl: row.image_url,
    price: marketPrice(row.price, market),
    discountedPrice:
      row.discounted_price != null && row.discounted_price < row.price ? marketPriceOrNull(row.discounted_price, market) : null,
    weightGrams: row.weight_grams,
    stock: Math.max(0, row.stock),
    isBuyable: row.price > 0 && row.display_name !== null,
    productType: row.product_type,
    brands: row.brand_name ? [row.brand_name] : [],
    categories,
  };
}

async function categoryPaths(db: D1Database, language: Language) {
  const { results } = await db
    .prepare(
      `SELECT c.code, c.parent_code, t.name FROM catalogue_categories c
       LEFT JOIN catalogue_category_texts t ON t.category_code = c.code AND t.language = ?`,
    )
    .bind(language)
    .all<{ code: string; parent_code: string | null; name: string | null }>();
  const byCode = new Map(results.map((row) => [row.code, row]));
  return (code: string): string[] => {
    const path: string[] = [];
    const seen = new Set<string>();
    for (
      let row = byCode.get(code);
      row && !seen.has(row.code);
      row = row.parent_code ? byCode.get(row.parent_code) : undefined
    ) {
      seen.add(row.code);
      if (row.name) path.unshift(row.name);
    }
    return path.slice(0, 5);
  };
}
