// State kept in the page address's query (a listing's filters, the location finder's search): read
// from the URL, changed by client-side navigation, so sharing, reloading and back/forward all show the
// same. While a change loads, the controls already show its target (a ticked box stays ticked).
import { startTransition, useMemo, useOptimistic } from "react";
import { useLocation, useNavigate } from "react-router";

export interface AddressState<T> {
  /** What the data shows: the committed address. */
  state: T;
  /** What the controls show: while a change loads, already its target. */
  shown: T;
  /** The address of another state (for links such as page numbers). */
  hrefFor: (next: T) => string;
  /** Goes to another state as a new history entry (or in its place), keeping the scroll position. */
  go: (next: T, options?: { replace?: boolean }) => void;
}

export function useAddressState<T>(
  parse: (search: string) => T,
  write: (next: T, currentSearch: string) => string,
): AddressState<T> {
  const location = useLocation();
  const navigate = useNavigate();
  // biome-ignore lint/correctness/useExhaustiveDependencies: parse is a module-level rule, the same on every render.
  const state = useMemo(() => parse(location.search), [location.search]);
  const [shown, setShown] = useOptimistic(state);
  const hrefFor = (next: T) => `${location.pathname}${write(next, location.search)}`;
  const go = (next: T, options: { replace?: boolean } = {}) =>
    startTransition(async () => {
      setShown(next);
      await navigate(hrefFor(next), { replace: options.replace ?? false, preventScrollReset: true });
    });
  return { state, shown, hrefFor, go };
}
