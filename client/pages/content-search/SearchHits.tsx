// The results column: the summary (a live status), the search error (spec 000 §8: the shared search
// error text), the spinner over the previous results while a search loads, the result cards (a
// product hit as the shop's product card), the disclaimer when any hit is a product, and 'show more'.
import { useLingui } from "@lingui/react";
import { PRODUCT_HIT_TYPE } from "../../../shared/rules/content-search-query.ts";
import { ProductCard } from "../../components/product/ProductCard.tsx";
import { SearchHitCard } from "./SearchHitCard.tsx";
import type { ContentSearch } from "./useContentSearch.ts";
import { countValues } from "../../../shared/rules/locale.ts";

const PRODUCT_LIST = { id: "content-search" } as const;

function Summary({ phrase, search }: { phrase: string; search: ContentSearch }) {
  const { i18n } = useLingui();
  const { form, countText } = countValues(search.latest?.totalCount ?? 0, i18n.locale);
  const text = search.searching
    ? i18n._("content-search.results.searching")
    : phrase
      ? i18n._("content-search.results.summary", { form, countText, phrase })
      : i18n._("content-search.results.summary-all", { form, countText });
  return (
    <p className="content-search__summary" role="status">
      {text}
    </p>
  );
}

export function SearchHits({ phrase, search }: { phrase: string; search: ContentSearch }) {
  const { i18n } = useLingui();
  const list = { id: PRODUCT_LIST.id, name: i18n._("content-search.results.list-name") };
  const hasProducts = search.hits.some((hit) => hit.type === PRODUCT_HIT_TYPE);
  return (
    <section className="content-search__results" aria-label={i18n._("content-search.results.label")} aria-busy={search.searching}>
      <Summary phrase={phrase} search={search} />
      {search.failed ? (
        <p className="content-search__error" role="alert">
          {i18n._("search.error")}
        </p>
      ) : null}
      {search.searching ? <span className="content-search__spinner" aria-hidden="true" /> : null}
      <ul className={search.searching ? "content-search__hits content-search__hits--stale" : "content-search__hits"}>
        {search.hits.map((hit, index) => (
          <li key={`${hit.type}:${hit.contentId}`} className="content-search__hit">
            {hit.type === PRODUCT_HIT_TYPE && hit.product ? (
              <ProductCard
                card={hit.product}
                index={index}
                list={list}
                showAddToCart
                headingLevel={2}
                picture={index < 2 ? "eager" : "lazy"}
              />
            ) : (
              <SearchHitCard hit={hit} />
            )}
          </li>
        ))}
      </ul>
      {hasProducts ? <p className="content-search__disclaimer">{i18n._("content-search.results.disclaimer")}</p> : null}
      {search.hasMore ? (
        <button
          type="button"
          className="button-link button-link--secondary content-search__show-more"
          aria-disabled={search.loadingMore}
          onClick={() => {
            if (!search.loadingMore) void search.showMore();
          }}
        >
          {search.loadingMore ? i18n._("content-search.results.loading-more") : i18n._("content-search.results.show-more")}
        </button>
      ) : null}
    </section>
  );
}
