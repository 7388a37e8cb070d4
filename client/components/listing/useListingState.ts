// The listing state of the current address (spec 001 §2): read from the URL query, changed by
// client-side navigation, so sharing, reloading and back/forward all show the same listing.
import { startTransition, useMemo, useOptimistic } from "react";
import { useLocation, useNavigate } from "react-router";
import { type ListingState, listingSearch, parseListingQuery } from "../../../shared/rules/listing-query.ts";

export interface ListingNavigation {
  /** What the listing data shows: the committed address. */
  state: ListingState;
  /** What the controls show: while a change loads, already its target (a ticked box stays ticked). */
  shown: ListingState;
  /** The address of another state of this listing (for links such as page numbers). */
  hrefFor: (next: ListingState) => string;
  /** Goes to another state as a new history entry, so back undoes the last change. */
  go: (next: ListingState, options?: { replace?: boolean }) => void;
}

export function useListingState(): ListingNavigation {
  const location = useLocation();
  const navigate = useNavigate();
  const state = useMemo(() => parseListingQuery(location.search), [location.search]);
  const [shown, setShown] = useOptimistic(state);
  const hrefFor = (next: ListingState) => `${location.pathname}${listingSearch(next, location.search)}`;
  const go = (next: ListingState, options: { replace?: boolean } = {}) =>
    startTransition(async () => {
      setShown(next);
      await navigate(hrefFor(next), { replace: options.replace ?? false, preventScrollReset: true });
    });
  return { state, shown, hrefFor, go };
}
