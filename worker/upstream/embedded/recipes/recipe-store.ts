// Reads the embedded CMS's recipes and recipe categories of one language: both are content pages
// (so the sitemap and content search see them), told apart by their content type, Recipe or
// RecipeCategory. One indexed query by language; the few fields a search needs are parsed here.
import * as v from "valibot";
import { idList } from "../../../../shared/schemas/recipes.ts";
import { ImageSchema } from "../../../../shared/schemas/page-model.ts";
import { foldText } from "../catalogue/fold-text.ts";

export interface RecipeCategoryRecord {
  id: number;
  name: string;
  url: string;
  parentId: number | null;
  sortOrder: number;
  /** A facet category: its child categories are the search's facets. */
  isFacet: boolean;
}

export interface RecipeRecord {
  id: number;
  url: string;
  title: string;
  image: v.InferOutput<typeof ImageSchema> | null;
  startPublish: string;
  categoryIds: number[];
  allergenIds: number[];
  productCodes: string[];
  /** Folded title, intro and ingredients, for matching search words. */
  searchText: string;
}

export interface RecipeContent {
  recipes: RecipeRecord[];
  categories: RecipeCategoryRecord[];
  category: (id: number) => RecipeCategoryRecord | undefined;
}

const RecipeFieldsSchema = v.looseObject({
  mainImage: v.nullish(ImageSchema, null),
  mainIntro: v.nullish(v.string(), null),
  startPublish: v.nullish(v.string(), null),
  recipeCategories: v.optional(v.string(), ""),
  productAllergens: v.optional(v.string(), ""),
  relatedProducts: v.optional(v.array(v.string()), []),
  seoRecipeIngredient: v.optional(v.array(v.string()), []),
});
const CategoryFieldsSchema = v.looseObject({ recipeFacet: v.optional(v.boolean(), false) });

type Row = {
  id: number;
  url: string;
  name: string;
  parent_id: number | null;
  sort_order: number;
  published_at: string | null;
  fields: string;
  kind: "Recipe" | "RecipeCategory";
};

const SQL = `SELECT c.id, c.url, c.name, c.parent_id, c.sort_order, c.published_at, c.fields, t.value AS kind
  FROM content c, json_each(c.content_type) t
  WHERE c.language = ? AND t.value IN ('Recipe', 'RecipeCategory')
  ORDER BY c.sort_order, c.id`;

export async function loadRecipeContent(db: D1Database, language: string): Promise<RecipeContent> {
  const rows = (await db.prepare(SQL).bind(language).all<Row>()).results;
  const categories = rows
    .filter((row) => row.kind === "RecipeCategory")
    .map((row) => ({
      id: row.id,
      name: row.name,
      url: row.url,
      parentId: row.parent_id,
      sortOrder: row.sort_order,
      isFacet: v.parse(CategoryFieldsSchema, JSON.parse(row.fields)).recipeFacet,
    }));
  const byId = new Map(categories.map((category) => [category.id, category]));
  const recipes = rows
    .filter((row) => row.kind === "Recipe")
    .map((row) => {
      const fields = v.parse(RecipeFieldsSchema, JSON.parse(row.fields));
      const categoryIds = idList(fields.recipeCategories);
      const categoryNames = categoryIds.map((id) => byId.get(id)?.name ?? "");
      return {
        id: row.id,
        url: row.url,
        title: row.name,
        image: fields.mainImage,
        startPublish: fields.startPublish ?? row.published_at ?? "",
        categoryIds,
        allergenIds: idList(fields.productAllergens),
        productCodes: fields.relatedProducts,
        searchText: foldText([row.name, fields.mainIntro ?? "", ...fields.seoRecipeIngredient, ...categoryNames].join(" ")),
      };
    });
  return { recipes, categories, category: (id) => byId.get(id) };
}
