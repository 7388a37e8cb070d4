// The category's product listing: filters, active chips, sort, the product grid and pagination, all
// driven by the URL query (spec 001 §2 "Category page", §4 "Listing").
import { useSuspenseQuery } from "@tanstack/react-query";
import { clearListing, hasFilters, removeFilter, toggleFilter, withPage, withSort } from "../../../shared/rules/listing-query.ts";
import { pageCount } from "../../../shared/rules/pagination.ts";
import { LISTING_PAGE_SIZE } from "../../../shared/listing-options.ts";
import type { Category } from "../../../shared/schemas/catalogue.ts";
import { useStorefront } from "../../app/storefront-context.ts";
import { FilterChips } from "../../components/listing/FilterChips.tsx";
import { Pagination } from "../../components/listing/Pagination.tsx";
import { ProductGrid } from "../../components/listing/ProductGrid.tsx";
import { useListingState } from "../../components/listing/useListingState.ts";
import { useLingui } from "@lingui/react";
import { LazyCategorySortMenu, LazyFilterPanel } from "./listing-parts.tsx";
import { listingQueries } from "./listing-queries.ts";
import "./CategoryListing.css";
import { countValues } from "../../../shared/rules/locale.ts";

export interface CategoryListingProps {
  category: Category;
  language: string;
  /** Whether the listing leads its page (no block with a picture above it). */
  leads: boolean;
}

export function CategoryListing({ category, language, leads }: CategoryListingProps) {
  const { i18n } = useLingui();
  const storefront = useStorefront();
  const listing = useListingState();
  const { data } = useSuspenseQuery(
    listingQueries.category(storefront, { category: category.code, language, state: listing.state }),
  );
  const shown = listing.shown;
  const filtered = hasFilters(listing.state);

  const totalPages = pageCount(data.totalCount, LISTING_PAGE_SIZE);
  return (
    <div className="category-listing">
      <aside className="category-listing__filters">
        <LazyFilterPanel
          groups={data.facetGroups}
          selected={shown.filters}
          onToggle={(group, name) => listing.go(toggleFilter(shown, group, name))}
        />
      </aside>
      <section className="category-listing__results" aria-labelledby="category-listing-heading">
        <div className="category-listing__toolbar">
          <h2 id="category-listing-heading" className="category-listing__count" aria-live="polite">
            {i18n._("listing.result-count", countValues(data.totalCount, i18n.locale))}
          </h2>
          <LazyCategorySortMenu value={shown.sort} onChange={(sort) => listing.go(withSort(shown, sort))} />
        </div>
        <FilterChips
          groups={data.facetGroups}
          selected={shown.filters}
          onRemove={(group, name) => listing.go(removeFilter(shown, group, name))}
          onClear={() => listing.go(clearListing())}
        />
        {data.productViewModels.length ? (
          <ProductGrid
            cards={data.productViewModels}
            list={{ id: `category-${category.code}`, name: category.name }}
            offset={(listing.state.page - 1) * LISTING_PAGE_SIZE}
            leads={leads}
          />
        ) : (
          <p className="category-listing__empty">{filtered ? i18n._("listing.empty-filtered") : i18n._("listing.empty")}</p>
        )}
        <Pagination
          page={listing.state.page}
          totalPages={totalPages}
          hrefFor={(page) => listing.hrefFor(withPage(listing.state, page))}
        />
      </section>
    </div>
  );
}
