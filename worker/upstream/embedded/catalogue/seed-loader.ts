// Loads the catalogue seed into D1 when its version changed. Stock lives in catalogue_variations and is
// decremented by orders, so an unchanged seed is never reloaded.
import { LANGUAGES } from "../../../../shared/languages.ts";
import { foldText } from "./fold-text.ts";
import { catalogueSeed, catalogueSeedVersion } from "./seed/index.ts";
import type { SeedProduct, SeedRecipe } from "./seed/types.ts";

/** D1 allows at most 100 bound parameters in one statement. */
const MAX_PARAMETERS = 100;

function inserts(db: D1Database, table: string, columns: string[], rows: unknown[][]): D1PreparedStatement[] {
  const perStatement = Math.floor(MAX_PARAMETERS / columns.length);
  const statements: D1PreparedStatement[] = [];
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement);
    const values = chunk.map(() => `(${columns.map(() => "?").join(", ")})`).join(", ");
    statements.push(db.prepare(`INSERT INTO ${table} (${columns.join(", ")}) VALUES ${values}`).bind(...chunk.flat()));
  }
  return statements;
}

const json = (value: unknown) => JSON.stringify(value);

function properties(recipe: SeedRecipe | undefined, labels: readonly string[] = []) {
  if (!recipe) return { labels };
  const { nutrients, portionGrams, allergens, suitableFor, diets } = recipe;
  // A package has no nutrition of its own: each included item shows its own.
  if (!Object.keys(nutrients).length) return { allergens, suitableFor, diets, labels };
  return { nutrients, portionGrams, allergens, suitableFor, diets, labels };
}

/** A package's allergens are the strongest of its items' (1 over 2 over 0); it suits a diet only if all items do. */
function packageRecipe(product: SeedProduct): SeedRecipe | undefined {
  const items = (product.variations[0]?.includes ?? []).flatMap(({ product: code }) => {
    const item = catalogueSeed.products.find((entry) => entry.code === code);
    const recipe = item?.recipe ? catalogueSeed.recipes[item.recipe] : undefined;
    return recipe ? [recipe] : [];
  });
  const first = items[0];
  if (!first) return undefined;
  const merge = (key: "allergens" | "suitableFor" | "diets", rank: string[]) =>
    Object.fromEntries(
      Object.keys(first[key]).map((code) => [code, rank.find((value) => items.some((item) => item[key][code] === value)) ?? "0"]),
    ) as SeedRecipe["allergens"];
  return {
    ...first,
    nutrients: {},
    allergens: merge("allergens", ["1", "2", "0"]),
    suitableFor: merge("suitableFor", ["0", "2", "1"]),
    diets: merge("diets", ["0", "2", "1"]),
  };
}

const recipeOf = (product: SeedProduct) => (product.recipe ? catalogueSeed.recipes[product.recipe] : packageRecipe(product));

function contentType(product: SeedProduct): string[] {
  if (product.productType === "Package") return ["Variation", "Package"];
  if (product.productType === "CustomTablet") return ["Variation", "CustomTablet"];
  return ["Variation"];
}

function rows() {
  const { categories, brands, recipes, products, terms } = catalogueSeed;
  const term = (kind: string, code: string) => terms.find((entry) => entry.kind === kind && entry.code === code)?.label;
  const categoryUrl = new Map(categories.map((category) => [category.code, category.url]));
  const brandName = new Map(brands.map((brand) => [brand.code, brand.name]));
  const details = (language: (typeof LANGUAGES)[number]) =>
    ["storage", "origin"].map((code) => ({
      title: term("text", `${code}Title`)?.[language] ?? "",
      content: term("text", code)?.[language] ?? "",
    }));

  return {
    categories: categories.map((category) => [category.code, category.parent, category.sortOrder, null]),
    categoryTexts: categories.flatMap((category) =>
      LANGUAGES.map((language) => [
        category.code,
        language,
        category.url[language],
        category.name[language],
        category.heading[language],
        category.description[language],
      ]),
    ),
    brands: brands.map((brand) => [brand.code, brand.name]),
    products: products.map((product, index) => [
      product.code,
      product.category,
      product.brand,
      product.kind,
      product.productType ?? "Default",
      index,
      product.publishedAt,
      json(properties(recipeOf(product), product.labels)),
      json(product.related ?? []),
    ]),
    productTexts: products.flatMap((product) =>
      LANGUAGES.map((language) => {
        const recipe = product.recipe ? recipes[product.recipe] : undefined;
        const tags = Object.fromEntries((product.tags ?? []).map((code) => [code, term("tag", code)?.[language] ?? code]));
        const name = product.name[language];
        const searchable = [
          name,
          product.shortTitle?.[language],
          product.description[language],
          ...Object.values(tags),
          term("kind", product.kind)?.[language],
          brandName.get(product.brand),
        ];
        return [
          product.code,
          language,
          `${categoryUrl.get(product.category)?.[language]}/${product.slug[language]}`,
          name,
          product.shortTitle?.[language] ?? null,
          (product.nameOfTheFood ?? recipe?.foodName)?.[language] ?? null,
          product.description[language],
          recipe?.ingredients[language] ?? null,
          json(tags),
          json(details(language)),
          foldText(searchable.filter(Boolean).join(" ")),
        ];
      }),
    ),
    variations: products.flatMap((product) =>
      product.variations.map((variation, index) => [
        variation.code,
        product.code,
        index,
        variation.colour ?? null,
        variation.size ?? null,
        variation.weightGrams || null,
        variation.pieces ?? null,
        variation.price,
        variation.discountedPrice ?? null,
        variation.previousPrice ?? null,
        variation.stock,
        product.productType ?? "Default",
        json(contentType(product)),
        variation.image,
        variation.recipe ? json(properties(recipes[variation.recipe], product.labels)) : null,
      ]),
    ),
    variationTexts: products.flatMap((product) =>
      product.variations
        .filter((variation) => variation.name || variation.recipe)
        .flatMap((variation) =>
          LANGUAGES.map((language) => [
            variation.code,
            language,
            variation.name?.[language] ?? null,
            variation.recipe ? (recipes[variation.recipe]?.ingredients[language] ?? null) : null,
          ]),
        ),
    ),
    packageItems: products.flatMap((product) =>
      product.variations.flatMap((variation) =>
        (variation.includes ?? []).map((item, index) => [variation.code, item.product, item.quantity, index]),
      ),
    ),
    terms: terms.flatMap((entry) => LANGUAGES.map((language) => [entry.kind, entry.code, language, entry.label[language]])),
  };
}

const TABLES = [
  "catalogue_categories",
  "catalogue_category_texts",
  "catalogue_brands",
  "catalogue_products",
  "catalogue_product_texts",
  "catalogue_variations",
  "catalogue_variation_texts",
  "catalogue_package_items",
  "catalogue_terms",
];

/** Replaces the catalogue with the seed when the seed_state row 'catalogue' has another version. */
export async function applyCatalogueSeed(db: D1Database): Promise<void> {
  const version = await catalogueSeedVersion();
  const current = await db.prepare("SELECT version FROM seed_state WHERE name = 'catalogue'").first<{ version: string }>();
  if (current?.version === version) return;
  const data = rows();
  await db.batch([
    ...TABLES.map((table) => db.prepare(`DELETE FROM ${table}`)),
    ...inserts(db, "catalogue_categories", ["code", "parent_code", "sort_order", "image_url"], data.categories),
    ...inserts(
      db,
      "catalogue_category_texts",
      ["category_code", "language", "url", "name", "heading", "description"],
      data.categoryTexts,
    ),
    ...inserts(db, "catalogue_brands", ["code", "name"], data.brands),
    ...inserts(
      db,
      "catalogue_products",
      ["code", "category_code", "brand_code", "kind", "product_type", "sort_order", "published_at", "properties", "related"],
      data.products,
    ),
    ...inserts(
      db,
      "catalogue_product_texts",
      [
        "product_code",
        "language",
        "url",
        "display_name",
        "short_title",
        "name_of_the_food",
        "description",
        "ingredients",
        "tags",
        "details",
        "search_text",
      ],
      data.productTexts,
    ),
    ...inserts(
      db,
      "catalogue_variations",
      [
        "code",
        "product_code",
        "sort_order",
        "colour",
        "size",
        "weight_grams",
        "pieces",
        "price",
        "discounted_price",
        "previous_price",
        "stock",
        "product_type",
        "content_type",
        "image_url",
        "properties",
      ],
      data.variations,
    ),
    ...inserts(db, "catalogue_variation_texts", ["variation_code", "language", "name", "ingredients"], data.variationTexts),
    ...inserts(
      db,
      "catalogue_package_items",
      ["variation_code", "item_product_code", "quantity", "sort_order"],
      data.packageItems,
    ),
    ...inserts(db, "catalogue_terms", ["kind", "code", "language", "label"], data.terms),
    db
      .prepare("INSERT OR REPLACE INTO seed_state (name, version, applied_at) VALUES ('catalogue', ?, ?)")
      .bind(version, new Date().toISOString()),
  ]);
}
