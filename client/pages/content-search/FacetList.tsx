// The content search's facet filters, in the sidebar and in the phone's dialog alike (spec 000 §2):
// each category's options, four shown before 'show more' (spec 000 §9), and 'clear' once one is ticked.
import { useLingui } from "@lingui/react";
import { VISIBLE_FACET_OPTIONS } from "../../../shared/rules/content-search-query.ts";
import type { FacetCategory } from "../../../shared/schemas/facets.ts";
import { FacetCategoryFilters } from "../../components/facets/FacetCategoryFilters.tsx";
import type { ContentSearch } from "./useContentSearch.ts";
import { countValues } from "../../../shared/rules/locale.ts";

export function FacetList({ categories, search }: { categories: readonly FacetCategory[]; search: ContentSearch }) {
  const { i18n } = useLingui();
  return (
    <>
      <FacetCategoryFilters
        categories={categories}
        selectedIds={search.chosen}
        visibleOptions={VISIBLE_FACET_OPTIONS}
        onToggle={search.toggleCategory}
        countLabel={(count) => i18n._("content-search.facets.count", countValues(count, i18n.locale))}
      />
      {search.chosen.length ? (
        <button type="button" className="content-search__clear-facets" onClick={search.clearCategories}>
          {i18n._("content-search.facets.clear")}
        </button>
      ) : null}
    </>
  );
}
