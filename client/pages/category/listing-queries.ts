// Listing data in the query cache, shared by the page-data prefetch (route loader, worker and
// browser) and the listing components (useSuspenseQuery): keyed by the normalised API parameters,
// so the page model (cached without listing parameters) stays put while only the listing refetches.
import { queryOptions } from "@tanstack/react-query";
import { listingApiParams, type ListingState, parseListingQuery } from "../../../shared/rules/listing-query.ts";
import { pageQueryOf } from "../../../shared/rules/page-query.ts";
import type { CategoryPageFields, ListingResponse } from "../../../shared/schemas/catalogue.ts";
import type { PageModel } from "../../../shared/schemas/page-model.ts";
import type { ApiFetch, Storefront } from "../../app/storefront-context.ts";

/** A listing answer; `failed` marks a fallback after an error, which is never kept as fresh. */
export type ListingResult = ListingResponse & { failed?: boolean };

const LISTING_STALE_MS = 60_000;
const EMPTY: ListingResult = { productViewModels: [], totalCount: 0, facetGroups: [] };

export interface CategoryListingParams {
  category: string;
  language: string;
  state: ListingState;
}

export interface SearchListingParams {
  q: string;
  language: string;
  state: ListingState;
}

/** Product list failures show an empty list (spec 000 §8); search marks them so it can say so. */
async function fetchListing(fetchApi: ApiFetch, path: string): Promise<ListingResult> {
  try {
    const response = await fetchApi(path, { headers: { accept: "application/json" } });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    // The worker validated the catalogue answer before caching it (worker/routes/products.ts).
    return (await response.json()) as ListingResponse;
  } catch (error) {
    console.warn("The product listing could not be loaded", error);
    return { ...EMPTY, failed: true };
  }
}

/** What a listing is fetched with: the API call and the shopper's market, whose prices it shows. */
type ListingSource = Pick<Storefront, "fetchApi" | "market">;

const listingOptions = ({ fetchApi, market }: ListingSource, kind: string, path: string, params: URLSearchParams) => {
  // In the address, so the browser's cache never answers one market's prices for another's.
  params.set("market", market);
  return queryOptions({
    queryKey: ["listing", kind, params.toString()] as const,
    queryFn: () => fetchListing(fetchApi, `${path}?${params}`),
    staleTime: (query) => (query.state.data?.failed ? 0 : LISTING_STALE_MS),
  });
};

export const listingQueries = {
  category: (source: ListingSource, { category, language, state }: CategoryListingParams) =>
    listingOptions(source, "category", "/api/products", listingApiParams(state, { category, language })),
  search: (source: ListingSource, { q, language, state }: SearchListingParams) =>
    // Search lists are not sortable (spec 001 §2): only filters and the page travel.
    listingOptions(source, "search", "/api/products/search", listingApiParams({ ...state, sort: "standard" }, { q, language })),
};

/** The category code of a category page model, or null when the model lacks one. */
export function categoryCodeOf(model: PageModel): string | null {
  return (model as PageModel & Partial<CategoryPageFields>).category?.code ?? null;
}

export function categoryListingParams(model: PageModel, search: string): CategoryListingParams | null {
  const category = categoryCodeOf(model);
  return category ? { category, language: model.metadata.currentLanguage, state: parseListingQuery(search) } : null;
}

export function searchListingParams(model: PageModel, search: string): SearchListingParams {
  return { q: pageQueryOf(search).q, language: model.metadata.currentLanguage, state: parseListingQuery(search) };
}

/** page-data entries: the listing is in the cache before the page renders. */
export async function prefetchCategoryListing(storefront: Storefront, model: PageModel, url: URL): Promise<unknown> {
  const params = categoryListingParams(model, url.search);
  return params ? storefront.queryClient.ensureQueryData(listingQueries.category(storefront, params)) : null;
}

export async function prefetchSearchListing(storefront: Storefront, model: PageModel, url: URL): Promise<unknown> {
  const params = searchListingParams(model, url.search);
  return params.q ? storefront.queryClient.ensureQueryData(listingQueries.search(storefront, params)) : null;
}
