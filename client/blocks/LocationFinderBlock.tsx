// location-finder-block (spec 001 §2–3, §7–9): text search, a city dropdown and
// category facets (10 options before 'show more') over the locations list, 'load more' appending the
// next page. Its state is the address's (q, city, categoryIds, page), so a shared link shows the same
// results; the results load in the browser, with the loading and error states the spec names.
import { useLingui } from "@lingui/react";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { LOCATION_VISIBLE_FACET_OPTIONS } from "../../shared/location-options.ts";
import { toggleCategory } from "../../shared/rules/location-finder-query.ts";
import type { LocationFinderBlockFields } from "../../shared/schemas/locations.ts";
import { usePageModel } from "../app/page-context.ts";
import { useStorefront } from "../app/storefront-context.ts";
import { useHydrated } from "../app/useHydrated.ts";
import { BlockContainer } from "../components/BlockContainer.tsx";
import { useBlockTitle } from "../components/BlockTitle.tsx";
import type { BlockProps } from "./block-props.ts";
import { FinderForm } from "./location-finder/FinderForm.tsx";
import { locationQueries } from "./location-finder/location-queries.ts";
import { LocationResults } from "./location-finder/LocationResults.tsx";
import { useFinderState } from "./location-finder/useFinderState.ts";
import "../components/ButtonLink.css";
import "./location-finder/LocationFinderBlock.css";
import { countValues } from "../../shared/rules/locale.ts";

// The filters come with the first list, after hydration: their code is not part of the page's first load.
const loadFilters = () => import("../components/facets/FacetCategoryFilters.tsx");
type Filters = Awaited<ReturnType<typeof loadFilters>>["FacetCategoryFilters"];

export function LocationFinderBlock({ block }: BlockProps<LocationFinderBlockFields>) {
  const { i18n } = useLingui();
  const language = usePageModel().metadata.currentLanguage;
  const { fetchApi } = useStorefront();
  const hydrated = useHydrated();
  const { state, shown: chosen, go } = useFinderState();
  const title = useBlockTitle(block.title, block.headingLevel, { className: "location-finder__title" });
  const list = useInfiniteQuery({
    ...locationQueries.list(fetchApi, state, language),
    enabled: hydrated,
    placeholderData: keepPreviousData,
  });
  const pages = list.data?.pages ?? [];
  const shown = pages.slice(0, state.page);
  const { hasNextPage, isFetching, isError, fetchNextPage } = list;

  // A link with page=N shows N pages: the next one loads until they are all there (or there are no more).
  useEffect(() => {
    if (pages.length && pages.length < state.page && hasNextPage && !isFetching && !isError) void fetchNextPage();
  }, [pages.length, state.page, hasNextPage, isFetching, isError, fetchNextPage]);

  const loadMore = () => {
    // After a failed page, the same page is asked for again rather than one further.
    if (pages.length < state.page) void fetchNextPage();
    else go({ ...state, page: state.page + 1 }, { replace: true });
  };
  const facets = shown[0]?.facetCategories ?? [];
  // The filters stand above the results on a phone: the first list shows once their code is there
  // too, both at once, so the filters never push shown results down.
  // Held as a component rather than through lazy(), which would suspend its first render once more.
  // If their code fails to load, the list shows without them.
  const [filters, setFilters] = useState<{ Filters: Filters | null } | null>(null);
  useEffect(() => {
    if (!hydrated) return;
    loadFilters().then(
      (module) => setFilters({ Filters: module.FacetCategoryFilters }),
      () => setFilters({ Filters: null }),
    );
  }, [hydrated]);
  const firstAnswers = !list.isPending && (filters !== null || !facets.length);
  const FacetCategoryFilters = filters?.Filters;
  // Result headings sit one level under the block's title when it has one.
  const resultLevel = block.title ? block.headingLevel + 1 : block.headingLevel;

  return (
    <BlockContainer>
      <section className="location-finder" {...title.nameProps}>
        {title.heading}
        <search aria-label={i18n._("locations.finder.label")}>
          <FinderForm
            state={state}
            language={language}
            placeholder={block.placeholder}
            onSearch={(q, city) => go({ ...chosen, q, city, page: 1 })}
          />
        </search>
        {firstAnswers ? (
          <div className="location-finder__body">
            {facets.length && FacetCategoryFilters ? (
              <section className="location-finder__filters" aria-label={i18n._("locations.filters.label")}>
                <FacetCategoryFilters
                  categories={facets}
                  selectedIds={chosen.categoryIds}
                  visibleOptions={LOCATION_VISIBLE_FACET_OPTIONS}
                  onToggle={(id) => go(toggleCategory(chosen, id))}
                  countLabel={(count) => i18n._("locations.filters.count", countValues(count, i18n.locale))}
                />
              </section>
            ) : null}
            <LocationResults
              locations={shown.flatMap((page) => page.hits)}
              totalCount={shown[0]?.totalCount ?? null}
              loading={!hydrated || list.isPending || list.isPlaceholderData}
              failed={isError}
              hasMore={shown.length < pages.length || Boolean(shown.at(-1)?.hasMore)}
              loadingMore={list.isFetchingNextPage || (isFetching && pages.length < state.page)}
              onLoadMore={loadMore}
              headingLevel={resultLevel}
              language={language}
            />
          </div>
        ) : (
          <p className="location-finder__status" role="status">
            {i18n._("locations.finder.loading")}
          </p>
        )}
      </section>
    </BlockContainer>
  );
}
