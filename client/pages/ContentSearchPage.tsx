// search: the content search page (spec 000 §2 "Search page", 001 §2 "Content search page"):
// the page name as heading, a keyword box, facet filters (a sidebar on desktop, a dialog on a
// phone), the result summary and cards, 'show more', the product disclaimer, the error and a spinner.
// q and categoryIds live in the address; results come from their own cached call, never the page model.
import type { PageProps } from "./page-props.ts";
import { Breadcrumbs } from "../components/Breadcrumbs.tsx";
import { ContentArea } from "../components/ContentArea.tsx";
import { KeywordForm } from "./content-search/KeywordForm.tsx";
import { SearchFacets } from "./content-search/SearchFacets.tsx";
import { SearchHits } from "./content-search/SearchHits.tsx";
import { useContentSearch } from "./content-search/useContentSearch.ts";
import "./content-search/ContentSearchPage.css";

export function ContentSearchPage({ model, query }: PageProps) {
  const search = useContentSearch(query);
  return (
    <div className="page page--search">
      <div className="page__container">
        <Breadcrumbs />
        <h1>{model.name}</h1>
        {/* Keyed by the address's words: back and forward show the words searched. */}
        <KeywordForm key={query.q} phrase={query.q} onSearch={search.search} />
      </div>
      <ContentArea blocks={model.topContentArea} />
      <div className="page__container content-search">
        <SearchFacets categories={search.latest?.facetCategories ?? []} search={search} />
        <SearchHits phrase={query.q} search={search} />
      </div>
      <ContentArea blocks={model.mainContentArea} leads={false} />
    </div>
  );
}
