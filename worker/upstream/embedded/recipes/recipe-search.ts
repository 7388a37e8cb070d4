// Recipe search over one language's recipes: every word of q in a recipe's title,
// intro, ingredients or category names; within a facet category any chosen subcategory, across
// categories all of them; each facet counted as if only its own category's choice were open, so a
// count says what ticking it would find. Newest first, a title match before the rest.
import type { FacetCategory } from "../../../../shared/schemas/facets.ts";
import type { RecipeHit } from "../../../../shared/schemas/recipes.ts";
import { foldText } from "../catalogue/fold-text.ts";
import type { RecipeContent, RecipeRecord } from "./recipe-store.ts";

export interface RecipeSearch {
  q: string;
  categoryIds: readonly number[];
  /** Only recipes that use this product (its code), when a product page asks. */
  productCode?: string | null;
  page: number;
  pageSize: number;
}

interface FacetGroup {
  category: { id: number; name: string; sortOrder: number };
  subcategories: { id: number; name: string }[];
}

/** The facet categories and their subcategories, in the editor's order. */
function facetGroups(content: RecipeContent): FacetGroup[] {
  return content.categories
    .filter((category) => category.isFacet)
    .map((category) => ({
      category,
      subcategories: content.categories.filter((child) => child.parentId === category.id),
    }));
}

/** The chosen subcategories by facet category; ids that are no facet are ignored. */
function chosenByGroup(groups: FacetGroup[], categoryIds: readonly number[]): Map<number, Set<number>> {
  const chosen = new Map<number, Set<number>>();
  for (const group of groups) {
    const ids = group.subcategories.map((sub) => sub.id).filter((id) => categoryIds.includes(id));
    if (ids.length) chosen.set(group.category.id, new Set(ids));
  }
  return chosen;
}

const matchesWords = (recipe: RecipeRecord, words: string[]) => words.every((word) => recipe.searchText.includes(word));
const inAny = (recipe: RecipeRecord, ids: Set<number>) => recipe.categoryIds.some((id) => ids.has(id));

/** Recipes that pass q, the product and every facet category's choice except `open`'s. */
function filtered(content: RecipeContent, search: RecipeSearch, chosen: Map<number, Set<number>>, open?: number) {
  const words = foldText(search.q).split(" ").filter(Boolean);
  return content.recipes.filter(
    (recipe) =>
      matchesWords(recipe, words) &&
      (!search.productCode || recipe.productCodes.includes(search.productCode)) &&
      [...chosen].every(([groupId, ids]) => groupId === open || inAny(recipe, ids)),
  );
}

export function facetCategories(content: RecipeContent, search: Pick<RecipeSearch, "q" | "categoryIds" | "productCode">) {
  const groups = facetGroups(content);
  const chosen = chosenByGroup(groups, search.categoryIds);
  return groups.map(({ category, subcategories }): FacetCategory => {
    const open = filtered(content, { ...search, page: 1, pageSize: 0 }, chosen, category.id);
    return {
      id: category.id,
      name: category.name,
      order: category.sortOrder,
      facetSubcategories: subcategories.map((sub) => ({
        id: sub.id,
        name: sub.name,
        count: open.filter((recipe) => recipe.categoryIds.includes(sub.id)).length,
        selected: chosen.get(category.id)?.has(sub.id) ?? false,
      })),
    };
  });
}

function hit(content: RecipeContent, recipe: RecipeRecord): RecipeHit {
  const names = (ids: number[]) => ids.flatMap((id) => content.category(id)?.name ?? []);
  return {
    contentId: recipe.id,
    url: recipe.url,
    title: recipe.title,
    image: recipe.image,
    recipeCategories: names(recipe.categoryIds),
    allergens: names(recipe.allergenIds),
  };
}

export function searchRecipes(content: RecipeContent, search: RecipeSearch) {
  const chosen = chosenByGroup(facetGroups(content), search.categoryIds);
  const words = foldText(search.q).split(" ").filter(Boolean);
  const inTitle = (recipe: RecipeRecord) => (words.every((word) => foldText(recipe.title).includes(word)) ? 0 : 1);
  const found = filtered(content, search, chosen).sort(
    (a, b) => inTitle(a) - inTitle(b) || b.startPublish.localeCompare(a.startPublish) || a.title.localeCompare(b.title),
  );
  const start = (search.page - 1) * search.pageSize;
  return {
    hits: found.slice(start, start + search.pageSize).map((recipe) => hit(content, recipe)),
    facetCategories: facetCategories(content, search),
    hasMore: start + search.pageSize < found.length,
    totalCount: found.length,
  };
}

/**
 * The products the recipes of a choice use most (ties: the newer recipe's first, in the order it
 * names them), at most `limit`: the related products of the initial filters.
 */
export function mostUsedProducts(content: RecipeContent, categoryIds: readonly number[], limit: number): string[] {
  const chosen = chosenByGroup(facetGroups(content), categoryIds);
  const uses = new Map<string, number>();
  const recipes = filtered(content, { q: "", categoryIds, page: 1, pageSize: 0 }, chosen);
  for (const recipe of recipes.sort((a, b) => b.startPublish.localeCompare(a.startPublish)))
    for (const code of recipe.productCodes) uses.set(code, (uses.get(code) ?? 0) + 1);
  return [...uses]
    .sort(([, a], [, b]) => b - a)
    .slice(0, limit)
    .map(([code]) => code);
}
