// The facet filters (spec 000 §2): a sidebar beside the results on desktop; on a phone a button that
// opens them in a modal dialog, closed by its button that shows the results, Escape or the close
// button. A ticked option searches at once (the address changes), in both. Each category shows four
// options, then 'show more' (spec 000 §9).
import { useLingui } from "@lingui/react";
import { useState } from "react";
import type { FacetCategory } from "../../../shared/schemas/facets.ts";
import { FacetList } from "./FacetList.tsx";
import type { ContentSearch } from "./useContentSearch.ts";
import { WhenLoaded } from "../../components/CodeNotLoaded.tsx";
import { lazyWhenIdle } from "../../app/fetch-when-idle.ts";

// The phone's dialog loads when opened: a desktop never needs it.
const FacetDialog = lazyWhenIdle(() => import("./FacetDialog.tsx").then((module) => module.FacetDialog));

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
        <WhenLoaded onFail={() => setDialogOpen(false)}>
          <FacetDialog categories={categories} search={search} onClose={() => setDialogOpen(false)} />
        </WhenLoaded>
      ) : null}
    </div>
  );
}
