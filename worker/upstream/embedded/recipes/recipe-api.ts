// The embedded CMS's recipe calls (spec 001 §7): recipe search, its initial
// filters and categories by language. A recipe's page model, with its related products' cards, is the
// content route's (content/block-data.ts).
import { Hono } from "hono";
import * as v from "valibot";
import { marketOr } from "../../../../shared/markets.ts";
import { CategoriesQuerySchema, RecipeFiltersQuerySchema, RecipeSearchQuerySchema } from "../../../../shared/schemas/recipes.ts";
import type { Env } from "../../../env.ts";
import { loadCatalogue } from "../catalogue/catalogue-query.ts";
import { productPageId } from "../catalogue/page-models.ts";
import { productCard } from "../catalogue/views.ts";
import { facetCategories, mostUsedProducts, searchRecipes } from "./recipe-search.ts";
import { loadRecipeContent } from "./recipe-store.ts";

/** How many related products the initial filters name. */
const RELATED_PRODUCTS = 4;

type Query = Record<string, string>;

/** The parsed query, or the first problem in words (the worker checks first; a direct caller is told). */
function parse<S extends v.ObjectSchema<v.ObjectEntries, undefined>>(schema: S, query: Query): v.InferOutput<S> | string {
  const parsed = v.safeParse(schema, query);
  if (parsed.success) return parsed.output;
  const issue = parsed.issues[0];
  return `${v.getDotPath(issue) ?? "query"} ${issue.message}`;
}

const refuse = (message: string) => Response.json({ status: 400, message }, { status: 400 });

export const recipeApi = new Hono<{ Bindings: Env }>();

recipeApi.get("/api/cda/recipes/search", async (c) => {
  const query = parse(RecipeSearchQuerySchema, c.req.query());
  if (typeof query === "string") return refuse(query);
  const content = await loadRecipeContent(c.env.DB, query.language);
  let productCode: string | null = null;
  if (query.productPageId !== undefined) {
    const codes = [...new Set(content.recipes.flatMap((recipe) => recipe.productCodes))];
    const catalogue = await loadCatalogue(c.env.DB, query.language, { codes });
    // A product no recipe uses finds nothing, rather than every recipe.
    productCode = catalogue.products.find((product) => productPageId(product) === query.productPageId)?.code ?? "-";
  }
  return c.json(searchRecipes(content, { ...query, productCode }));
});

recipeApi.get("/api/cda/recipes/initial-filters", async (c) => {
  const query = parse(RecipeFiltersQuerySchema, c.req.query());
  if (typeof query === "string") return refuse(query);
  const content = await loadRecipeContent(c.env.DB, query.language);
  const codes = mostUsedProducts(content, query.categoryIds, RELATED_PRODUCTS);
  const catalogue = await loadCatalogue(c.env.DB, query.language, { codes }, marketOr(query.market));
  return c.json({
    facetCategories: facetCategories(content, { q: "", categoryIds: query.categoryIds }),
    relatedProducts: codes.flatMap((code) => {
      const product = catalogue.product(code);
      return product ? [{ id: code, name: product.displayName, card: productCard(catalogue, product) }] : [];
    }),
  });
});

recipeApi.get("/api/cda/categories", async (c) => {
  const query = parse(CategoriesQuerySchema, c.req.query());
  if (typeof query === "string") return refuse(query);
  const { categories } = await loadRecipeContent(c.env.DB, query.language);
  return c.json(categories.map((category) => ({ name: category.name, pageReferenceId: category.id, url: category.url })));
});
