// Data a page type needs before it renders (awaited by the route loader on the worker and in the
// browser, so server rendering streams it and hydration finds it in the query cache). Kept out of
// the lazily loaded page modules so the loader can start it before the module arrives.
import type { Storefront } from "../app/storefront-context.ts";
import type { PageModel } from "../../shared/schemas/page-model.ts";

export type PageDataLoader = (storefront: Storefront, model: PageModel, url: URL) => Promise<unknown>;

/** Page type name → what to prefetch. Page types without an entry need only their page model. */
// Loaded on demand so listing code stays out of the entry bundle of every other page.
export const pageData: Record<string, PageDataLoader> = {
  category: async (...args) => (await import("./category/listing-queries.ts")).prefetchCategoryListing(...args),
  "search-result": async (...args) => (await import("./category/listing-queries.ts")).prefetchSearchListing(...args),
};
