// Lets any part of a page ask the header to open its product search panel (the search result page's
// 'search again'), without knowing the header: a window event the header's search toggle listens to.
import { useEffect } from "react";

const OPEN_SEARCH_EVENT = "storefront:open-product-search";

/** Asks for the search panel; false when nothing listens (the caller can fall back). */
export function requestSearchPanel(): boolean {
  const event = new CustomEvent(OPEN_SEARCH_EVENT, { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

/** For the header: opens its panel when a page asks for it. */
export function useSearchPanelRequests(open: () => void): void {
  useEffect(() => {
    const onRequest = (event: Event) => {
      event.preventDefault();
      open();
    };
    window.addEventListener(OPEN_SEARCH_EVENT, onRequest);
    return () => window.removeEventListener(OPEN_SEARCH_EVENT, onRequest);
  }, [open]);
}
