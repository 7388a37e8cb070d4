// Asset preload failures (spec 000 §8): Vite's module loader says 'Unable to preload CSS for <path>',
// fires vite:preloadError and rethrows (this listener does not prevent that). The usual cause is a
// new deploy that replaced the hashed files the open page knows, so the page the shopper is going to
// is loaded as a whole document instead, which names the new files. A failure while nothing is being
// navigated to (a hover's prefetch) waits for the next navigation. Once per address, so a file that
// is really missing ends on the error page instead of reloading for ever.
//
// It listens from before hydration, on the router itself: a click right after hydration can start a
// navigation before anything loaded after hydration is there to catch its failure.
import type { createBrowserRouter } from "react-router";

const RETRIED_KEY = "preload-error-retried";

type Address = { pathname: string; search: string };
const addressOf = (location: Address) => `${location.pathname}${location.search}`;

/** Loads an address as a whole document, once per address in the tab's session; false if it was already. */
export function loadAsDocument(address: string): boolean {
  let retried: string[] = [];
  try {
    retried = JSON.parse(sessionStorage.getItem(RETRIED_KEY) ?? "[]");
  } catch {
    // A hand-edited value: as if nothing had been retried.
  }
  if (retried.includes(address)) return false;
  sessionStorage.setItem(RETRIED_KEY, JSON.stringify([...retried, address]));
  window.location.assign(address);
  return true;
}

export function recoverFromPreloadErrors(router: ReturnType<typeof createBrowserRouter>) {
  // Where the shopper was when a failure met no navigation: the next page they reach, or start
  // going to, is loaded as a whole document.
  let brokenAt: string | null = null;
  window.addEventListener("vite:preloadError", (event) => {
    const cause = (event as Event & { payload?: unknown }).payload;
    console.error("A part of the page could not be loaded:", cause instanceof Error ? cause.message : cause);
    const target = router.state.navigation.location;
    if (target) loadAsDocument(addressOf(target));
    else brokenAt ??= addressOf(router.state.location);
  });
  router.subscribe((state) => {
    if (brokenAt === null) return;
    // A navigation under way, or one already done (the router skips the pending state for a page it has).
    const target = state.navigation.location ?? (addressOf(state.location) !== brokenAt ? state.location : null);
    if (target) loadAsDocument(addressOf(target));
  });
}
