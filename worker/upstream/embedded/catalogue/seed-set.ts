// The catalogue seed as rows of its D1 tables, for the one seed loader (../seed-loader.ts). Stock lives
// in catalogue_variations and is decremented by orders, so an unchanged seed is never reloaded.
import { LANGUAGES } from "../../../../shared/languages.ts";
import type { SeedSet } from "../seed-loader.ts";
import { foldText } from "./fold-text.ts";
import { catalogueSeed, catalogueSeedVersion } from "./seed/index.ts";
import type { SeedProduct, SeedRecipe } from "./seed/types.ts";

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
      json(product.gallery ?? []),
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

/** The catalogue's tables in load order (a table after those it refers to), replaced whole on a new version. */
export async function catalogueSeedSet(): Promise<SeedSet> {
  const data = rows();
  return {
    name: "catalogue",
    version: await catalogueSeedVersion(),
    mode: "replace",
    tables: [
      { table: "catalogue_categories", columns: ["code", "parent_code", "sort_order", "image_url"], rows: data.categories },
      {
        table: "catalogue_category_texts",
        columns: ["category_code", "language", "url", "name", "heading", "description"],
        rows: data.categoryTexts,
      },
      { table: "catalogue_brands", columns: ["code", "name"], rows: data.brands },
      {
        table: "catalogue_products",
        columns: [
          "code",
          "category_code",
          "brand_code",
          "kind",
          "product_type",
          "sort_order",
          "published_at",
          "properties",
          "related",
          "gallery",
        ],
        rows: data.products,
      },
      {
        table: "catalogue_product_texts",
        columns: [
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
        rows: data.productTexts,
      },
      {
        table: "catalogue_variations",
        columns: [
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
        rows: data.variations,
      },
      {
        table: "catalogue_variation_texts",
        columns: ["variation_code", "language", "name", "ingredients"],
        rows: data.variationTexts,
      },
      {
        table: "catalogue_package_items",
        columns: ["variation_code", "item_product_code", "quantity", "sort_order"],
        rows: data.packageItems,
      },
      { table: "catalogue_terms", columns: ["kind", "code", "language", "label"], rows: data.terms },
    ],
  };
}
