// Data a page type needs before it renders (awaited by the route loader on the worker and in the
// browser, so server rendering streams it and hydration finds it in the query cache). Kept out of
// the lazily loaded page modules so the loader can start it before the module arrives.
import type { Storefront } from "../app/storefront-context.ts";
import type { PageType, PerPageType } from "../../shared/content-types.ts";
import type { PageModel } from "../../shared/schemas/page-model.ts";

export type PageDataLoader = (storefront: Storefront, model: PageModel, url: URL) => Promise<unknown>;

/** Page type → what to prefetch (null: the page needs only its page model). */
// Loaded on demand so listing code stays out of the entry bundle of every other page.
const PAGE_DATA = {
  start: null,
  landing: null,
  article: null,
  "d2c-article": null,
  "http-error": null,
  product: null,
  "custom-tablet": null,
  category: async (...args) => (await import("./category/listing-queries.ts")).prefetchCategoryListing(...args),
  "search-result": async (...args) => (await import("./category/listing-queries.ts")).prefetchSearchListing(...args),
  checkout: null,
  "order-confirmation": null,
  cart: null,
  // Membership pages read the member in the browser only: their server HTML is the same for everyone.
  "my-kaarna": null,
  "d2c-my-kaarna": null,
  "d2c-my-order-history": null,
  "d2c-my-email-preferences": null,
} satisfies PerPageType<PageDataLoader | null>;

/** What a page module needs loaded before it renders, if anything. */
export function pageDataOf(name: string): PageDataLoader | null {
  // The table itself answers (not the catalogue's list), so the list stays out of the browser bundle.
  return Object.hasOwn(PAGE_DATA, name) ? PAGE_DATA[name as PageType] : null;
}
