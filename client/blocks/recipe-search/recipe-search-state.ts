// The recipe search's state in the address (spec 001 §2 "Recipes"): q (text) and categoryIds (a
// comma list of numbers). The block's own categories are the choice while the address names none;
// once the shopper changes it, the address says so, with an empty categoryIds when nothing is chosen.
import { pageQueryOf } from "../../../shared/rules/page-query.ts";

export interface RecipeSearchState {
  q: string;
  categoryIds: readonly number[];
}

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && [...a].sort((x, y) => x - y).every((id, index) => id === [...b].sort((x, y) => x - y)[index]);

export function recipeSearchOf(search: string, preset: readonly number[]): RecipeSearchState {
  const { q, categoryIds } = pageQueryOf(search);
  return { q, categoryIds: new URLSearchParams(search).has("categoryIds") ? categoryIds : [...preset] };
}

/** The address of a search on the page at `path`. */
export function recipeSearchAddress(path: string, state: RecipeSearchState, preset: readonly number[]): string {
  const q = state.q.trim();
  const parts = [
    ...(q ? [`q=${encodeURIComponent(q)}`] : []),
    ...(sameIds(state.categoryIds, preset) ? [] : [`categoryIds=${state.categoryIds.join(",")}`]),
  ];
  return parts.length ? `${path}?${parts.join("&")}` : path;
}

/** The state with one category chosen or no longer chosen. */
export function toggleCategory(state: RecipeSearchState, id: number): RecipeSearchState {
  const chosen = state.categoryIds.includes(id);
  return { ...state, categoryIds: chosen ? state.categoryIds.filter((other) => other !== id) : [...state.categoryIds, id] };
}
