// The facet filters on a phone (spec 000 §2): a modal dialog over the results, closed by its button
// that shows the results, Escape or the close button. Its code loads when the shopper opens it.
import { useLingui } from "@lingui/react";
import type { FacetCategory } from "../../../shared/schemas/facets.ts";
import { SidePanel } from "../../components/SidePanel.tsx";
import { FacetList } from "./FacetList.tsx";
import type { ContentSearch } from "./useContentSearch.ts";

export function FacetDialog({
  categories,
  search,
  onClose,
}: {
  categories: readonly FacetCategory[];
  search: ContentSearch;
  onClose: () => void;
}) {
  const { i18n } = useLingui();
  return (
    <SidePanel title={i18n._("content-search.facets.title")} onClose={onClose}>
      <div className="content-search__dialog">
        <FacetList categories={categories} search={search} />
        <button type="button" className="button-link button-link--primary" onClick={onClose}>
          {i18n._("content-search.facets.show-results", { count: search.latest?.totalCount ?? 0 })}
        </button>
      </div>
    </SidePanel>
  );
}
