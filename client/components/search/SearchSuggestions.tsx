// The panel's product results (image, name, link), a loader while they load, and the no-results and
// error messages; a polite live region tells screen readers how the search went.
import { ProductThumbnail } from "../product/ProductThumbnail.tsx";
import { Link } from "../Link.tsx";
import { useLingui } from "@lingui/react";
import type { ProductSuggestion } from "./suggest-queries.ts";
import { countValues } from "../../../shared/rules/locale.ts";

export interface SearchSuggestionsProps {
  /** Whether the typed term is long enough to search. */
  active: boolean;
  loading: boolean;
  failed: boolean;
  results: readonly ProductSuggestion[] | null;
  onPick: () => void;
}

export function SearchSuggestions({ active, loading, failed, results, onPick }: SearchSuggestionsProps) {
  const { i18n } = useLingui();
  const status = !active
    ? ""
    : loading
      ? i18n._("search.panel.loading")
      : failed
        ? i18n._("error.search")
        : results && !results.length
          ? i18n._("search.panel.no-results")
          : results
            ? i18n._("search.panel.result-count", countValues(results.length, i18n.locale))
            : "";
  const showList = active && !loading && results && results.length > 0;
  return (
    <div className="product-search__results">
      <p className={loading || results?.length ? "visually-hidden" : "product-search__status"} role="status">
        {status}
      </p>
      {loading ? <span className="product-search__spinner" aria-hidden="true" /> : null}
      {showList ? (
        <ul className="product-search__list">
          {results.map((result) => (
            <li key={result.contentId}>
              <Link href={result.url} className="product-search__result" onClick={onPick}>
                {result.imageUrl ? (
                  <ProductThumbnail url={result.imageUrl} size={56} />
                ) : (
                  <span className="product-search__placeholder" aria-hidden="true" />
                )}
                <span>{result.displayName}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
