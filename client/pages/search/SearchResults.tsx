// The products found for a phrase, a page at a time; nothing found (or a failed search) shows the
// empty state or the search error text (spec 000 §8).
import { useSuspenseQuery } from "@tanstack/react-query";
import { withPage } from "../../../shared/rules/listing-query.ts";
import { pageCount } from "../../../shared/rules/pagination.ts";
import { LISTING_PAGE_SIZE } from "../../../shared/listing-options.ts";
import { useStorefront } from "../../app/storefront-context.ts";
import { Pagination } from "../../components/listing/Pagination.tsx";
import { ProductGrid } from "../../components/listing/ProductGrid.tsx";
import { useListingState } from "../../components/listing/useListingState.ts";
import { useLingui } from "@lingui/react";
import { listingQueries } from "../category/listing-queries.ts";
import { SearchEmptyState } from "./SearchEmptyState.tsx";
import { countValues } from "../../../shared/rules/locale.ts";

const SEARCH_LIST = { id: "search-results" } as const;

export function SearchResults({ phrase, language, leads }: { phrase: string; language: string; leads: boolean }) {
  const { i18n } = useLingui();
  const storefront = useStorefront();
  const listing = useListingState();
  const { data } = useSuspenseQuery(listingQueries.search(storefront, { q: phrase, language, state: listing.state }));
  if (data.failed)
    return (
      <p className="search-result-page__error" role="alert">
        {i18n._("error.search")}
      </p>
    );
  if (!data.totalCount) return <SearchEmptyState phrase={phrase} />;
  return (
    <section aria-labelledby="search-result-count">
      <h2 id="search-result-count" className="search-result-page__count">
        {i18n._("search.results.count", countValues(data.totalCount, i18n.locale))}
      </h2>
      <ProductGrid
        cards={data.productViewModels}
        list={{ id: SEARCH_LIST.id, name: i18n._("search.results.list-name") }}
        offset={(listing.state.page - 1) * LISTING_PAGE_SIZE}
        leads={leads}
      />
      <Pagination
        page={listing.state.page}
        totalPages={pageCount(data.totalCount, LISTING_PAGE_SIZE)}
        hrefFor={(page) => listing.hrefFor(withPage(listing.state, page))}
      />
    </section>
  );
}
