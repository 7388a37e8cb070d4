// Data a page type needs before it renders (awaited by the route loader on the worker and in the
// browser, so server rendering streams it and hydration finds it in the query cache). Kept out of
// the lazily loaded page modules so the loader can start it before the module arrives.
import type { Storefront } from "../app/storefront-context.ts";
import type { PerPageType } from "../../shared/content-types.ts";
import type { PageModel } from "../../shared/schemas/page-model.ts";

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
  search: async (...args) => (await import("../components/search/content-search-queries.ts")).prefetchContentSearch(...args),
} satisfies Partial<PerPageType<PageDataLoader>>;

/** What a page module needs loaded before it renders, if anything. */
export function pageDataOf(name: string): PageDataLoader | null {
  // The table itself answers (not the catalogue's list), so the list stays out of the browser bundle.
  return Object.hasOwn(PAGE_DATA, name) ? (PAGE_DATA[name as keyof typeof PAGE_DATA] ?? null) : null;
}
