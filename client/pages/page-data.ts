// Data a page type needs before it renders (awaited by the route loader on the worker and in the
// browser, so server rendering streams it and hydration finds it in the query cache). Kept out of
// the lazily loaded page modules so the loader can start it before the module arrives.
import type { Storefront } from "../app/storefront-context.ts";
import type { PerPageType } from "../../shared/content-types.ts";
import type { PageModel } from "../../shared/schemas/page-model.ts";

/**
 * Loads a page's data into the query cache. It may answer a number: the page's status when its data
 * makes it other than its model's (a release the address names that is not there is a 404);
 * any other answer leaves the status alone.
 */
export type PageDataLoader = (storefront: Storefront, model: PageModel, url: URL) => Promise<unknown>;

/**
 * Page type → what to prefetch. Only the page types that need data before they render are listed:
 * every other type renders from its page model alone (membership, account and consent pages read the
 * person in the browser, never on the server). Keyed by the catalogue's names, so a misspelt type
 * fails tsc; unlisted types cost the entry bundle nothing.
 */
// Loaded on demand so listing code stays out of the entry bundle of every other page.
const PAGE_DATA = {
  category: async (...args) => (await import("./category/listing-queries.ts")).prefetchCategoryListing(...args),
  "search-result": async (...args) => (await import("./category/listing-queries.ts")).prefetchSearchListing(...args),
  "cision-news-release": async (...args) => (await import("./press-release/release-queries.ts")).prefetchRelease(...args),
  recipe: async (storefront, model) =>
    (await import("./recipe/recipe-categories.ts")).prefetchRecipeCategories(storefront, model),
  search: async (...args) => (await import("../components/search/content-search-queries.ts")).prefetchContentSearch(...args),
} satisfies Partial<PerPageType<PageDataLoader>>;

/** What a page module needs loaded before it renders, if anything. */
export function pageDataOf(name: string): PageDataLoader | null {
  // The table itself answers (not the catalogue's list), so the list stays out of the browser bundle.
  return Object.hasOwn(PAGE_DATA, name) ? (PAGE_DATA[name as keyof typeof PAGE_DATA] ?? null) : null;
}
