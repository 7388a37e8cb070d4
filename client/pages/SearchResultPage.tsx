// search-result: product search results for the phrase in q (spec 001 §2 "Search result page"):
// heading with the phrase, the list without sorting, pagination, and an empty state with the mascot.
// Always noindex, whatever the CMS sends: a rule of the page type in shared/rules/head-tags.ts.
import type { PageProps } from "./page-props.ts";
import { Breadcrumbs } from "../components/Breadcrumbs.tsx";
import { ContentArea } from "../components/ContentArea.tsx";
import { passesTheLead } from "../components/lead-block.ts";
import { useLingui } from "@lingui/react";
import { SearchEmptyState } from "./search/SearchEmptyState.tsx";
import { SearchResults } from "./search/SearchResults.tsx";
import "./search/SearchResultPage.css";

export function SearchResultPage({ model, query }: PageProps) {
  const { i18n } = useLingui();
  const phrase = query.q;
  return (
    <div className="page page--search-result">
      <div className="page__container">
        <Breadcrumbs />
        <h1 className="search-result-page__heading">{phrase ? i18n._("search.results.heading", { phrase }) : model.name}</h1>
      </div>
      <ContentArea blocks={model.topContentArea} />
      <div className="page__container">
        {phrase ? (
          <SearchResults phrase={phrase} language={model.metadata.currentLanguage} leads={passesTheLead(model.topContentArea)} />
        ) : (
          <SearchEmptyState phrase="" />
        )}
      </div>
      <ContentArea blocks={model.mainContentArea} leads={false} />
    </div>
  );
}
