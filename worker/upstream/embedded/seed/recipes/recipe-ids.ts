// Content ids of the recipe content, apart from the site's 1000/5000 ranges so other content can grow
// there: 230000 + 1000·n + k (n = language index). Slots k: the landing page 0, recipes 1–99,
// category pages 100–499, the category pages' own search blocks 500–899 (page slot + 400), shared
// blocks 900 and up. The same slot in every language, so translations line up.
import type { Language } from "../../../../../shared/languages.ts";

const LANGUAGE_INDEX = { fi: 0, en: 1, sv: 2 } as const;

export const RECIPE_SLOT = {
  landing: 0,
  /** The landing page's recipe search, in place. */
  searchBlock: 900,
  /** The recipe search on the cocoa article, opening the landing page. */
  redirectBlock: 901,
  /** "More recipes": the lift-up on every recipe page. */
  moreRecipesBlock: 902,
} as const;

/** Where a category page's own search block sits, from its page slot. */
export const CATEGORY_BLOCK_OFFSET = 400;

export function recipeContentId(language: Language, slot: number): number {
  return 230_000 + LANGUAGE_INDEX[language] * 1000 + slot;
}
