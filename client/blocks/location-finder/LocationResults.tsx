// The finder's results (spec 001 §2): how many were found (announced as it changes), the location
// cards of the pages shown so far, 'load more' for the next page, and the loading and error states
// (a failure shows the search error text, spec 001 §8). After 'load more' the keyboard focus moves to
// the first new location, so the shopper reads on from there.
import { useLingui } from "@lingui/react";
import { useEffect, useRef } from "react";
import type { LocationResult } from "../../../shared/schemas/locations.ts";
import { LocationCard } from "./LocationCard.tsx";
import { countValues } from "../../../shared/rules/locale.ts";

export interface LocationResultsProps {
  locations: readonly LocationResult[];
  /** Null until the first answer. */
  totalCount: number | null;
  loading: boolean;
  failed: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  headingLevel: number;
  language: string;
}

export function LocationResults(props: LocationResultsProps) {
  const { locations, totalCount, loading, failed, hasMore, loadingMore, onLoadMore, headingLevel, language } = props;
  const { i18n } = useLingui();
  const list = useRef<HTMLUListElement>(null);
  const firstNew = useRef<number | null>(null);

  useEffect(() => {
    const index = firstNew.current;
    if (index === null || locations.length <= index) return;
    firstNew.current = null;
    list.current?.children[index]?.querySelector("a")?.focus();
  }, [locations.length]);

  const status = loading
    ? i18n._("locations.finder.loading")
    : totalCount === null
      ? ""
      : totalCount
        ? i18n._("locations.finder.count", countValues(totalCount, i18n.locale))
        : i18n._("locations.finder.none");

  return (
    <div className="location-finder__results">
      <p className="location-finder__status" role="status">
        {status}
      </p>
      {failed ? (
        <p className="location-finder__error" role="alert">
          {i18n._("error.search")}
        </p>
      ) : null}
      {locations.length ? (
        <ul ref={list} className="location-finder__list" aria-busy={loading}>
          {locations.map((location) => (
            <li key={location.contentId}>
              <LocationCard location={location} headingLevel={headingLevel} language={language} />
            </li>
          ))}
        </ul>
      ) : null}
      {hasMore ? (
        <button
          type="button"
          className="button-link button-link--secondary location-finder__more"
          aria-disabled={loadingMore}
          aria-busy={loadingMore}
          onClick={() => {
            if (loadingMore) return;
            firstNew.current = locations.length;
            onLoadMore();
          }}
        >
          {loadingMore ? i18n._("locations.finder.loading") : i18n._("locations.finder.load-more")}
        </button>
      ) : null}
    </div>
  );
}
