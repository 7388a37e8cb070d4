// The facet filters (spec 000 §2): a sidebar beside the results on desktop; on a phone a button that
// opens them in a modal dialog, closed by its button that shows the results, Escape or the close
// button. A ticked option searches at once (the address changes), in both. Each category shows four
// options, then 'show more' (spec 000 §9).
import { useLingui } from "@lingui/react";
import { useState } from "react";
import { VISIBLE_FACET_OPTIONS } from "../../../shared/rules/content-search-query.ts";
import type { FacetCategory } from "../../../shared/schemas/facets.ts";
import { FacetCategoryFilters } from "../../components/facets/FacetCategoryFilters.tsx";
import { SidePanel } from "../../components/SidePanel.tsx";
import type { ContentSearch } from "./useContentSearch.ts";

function FacetList({ categories, search }: { categories: readonly FacetCategory[]; search: ContentSearch }) {
  const { i18n } = useLingui();
  return (
    <>
      <FacetCategoryFilters
        categories={categories}
        selectedIds={search.chosen}
        visibleOptions={VISIBLE_FACET_OPTIONS}
        onToggle={search.toggleCategory}
        countLabel={(count) => i18n._("content-search.facets.count", { count })}
      />
      {search.chosen.length ? (
        <button type="button" className="content-search__clear-facets" onClick={search.clearCategories}>
          {i18n._("content-search.facets.clear")}
        </button>
      ) : null}
    </>
  );
}

export function SearchFacets({ categories, search }: { categories: readonly FacetCategory[]; search: ContentSearch }) {
  const { i18n } = useLingui();
  const [dialogOpen, setDialogOpen] = useState(false);
  const chosen = search.chosen.length;
  if (!categories.length) return <div className="content-search__facets" />;
  return (
    <div className="content-search__facets">
      <section className="content-search__sidebar" aria-label={i18n._("content-search.facets.label")}>
        <h2 className="content-search__facets-title">{i18n._("content-search.facets.title")}</h2>
        <FacetList categories={categories} search={search} />
      </section>
      <button
        type="button"
        className="picker-button content-search__facets-button"
        aria-haspopup="dialog"
        onClick={() => setDialogOpen(true)}
      >
        {i18n._("content-search.facets.title")}
        {chosen ? (
          <span className="content-search__chosen">{i18n._("content-search.facets.chosen", { count: chosen })}</span>
        ) : null}
      </button>
      {dialogOpen ? (
        <SidePanel title={i18n._("content-search.facets.title")} onClose={() => setDialogOpen(false)}>
          <div className="content-search__dialog">
            <FacetList categories={categories} search={search} />
            <button type="button" className="button-link button-link--primary" onClick={() => setDialogOpen(false)}>
              {i18n._("content-search.facets.show-results", { count: search.latest?.totalCount ?? 0 })}
            </button>
          </div>
        </SidePanel>
      ) : null}
    </div>
  );
}
