// Recipe search constants (spec 001 §9), kept apart from the schemas so the browser ships them alone.

/** Hits a recipe search answers at a time; 'show more' asks for the next page. */
export const RECIPE_PAGE_SIZE = 12;
/** Subcategories a facet category shows before its 'show more'. */
export const RECIPE_FACET_VISIBLE = 10;
/** Categories a search may name at once (more is a 400: no page of the shop asks for that many). */
export const RECIPE_MAX_CATEGORY_IDS = 30;
