// What a client navigation does once the new page has rendered (spec 000 §2, §4): head tags, scroll
// (the saved position of a revisited path, by a link as well as by back/forward, else the top), focus
// on the new page's heading and the personalisation script told of the new page. Only
// navigations need it, so it loads just after hydration instead of with the first page.
import type { QueryClient } from "@tanstack/react-query";
import type { PageModel } from "../../shared/schemas/page-model.ts";
import { pageItemHead } from "../pages/page-item-head.ts";
import { headTags } from "../../shared/rules/head-tags.ts";
import { reinitialisePersonalisation } from "../analytics/personalisation.ts";
import { applyHead } from "./apply-head.ts";
import { inPreviewFrame } from "./preview-frame.ts";
import { savedPositions } from "./scroll-positions.ts";
import { MAIN_ID } from "./main-landmark.ts";

/** How long a restore follows a still-growing page before giving up (a slow phone may need seconds). */
const RESTORE_FOLLOW_MS = 5000;

export interface Navigation {
  model: PageModel;
  /** The page's data, for the head of a page that shows one item (a press release). */
  queryClient: QueryClient;
  /** The new address (path and query) and its query alone. */
  address: string;
  search: string;
  /** Back/forward (POP) rather than a link or a push. */
  isHistoryMove: boolean;
  /** Only the query changed (listing state, a variation): the shopper stays where they are. */
  samePage: boolean;
  /** A page view of its own (not only listing state or a variation), as the data layer counts them. */
  newPageView: boolean;
}

export function afterNavigation({ model, queryClient, address, search, isHistoryMove, samePage, newPageView }: Navigation) {
  applyHead(headTags(model, { origin: window.location.origin, search }, { item: pageItemHead(model, queryClient, search) }));
  const saved = savedPositions()[address];
  // A query-only change by a link (a filter, a variation) keeps the shopper where they are.
  if (saved !== undefined && (isHistoryMove || !samePage)) restoreScroll(saved);
  else if (!samePage) window.scrollTo(0, 0);
  if (!samePage) focusNewPage();
  // A new page view, not a listing's or a variation's state; an editor's preview is no shopper's visit.
  if (newPageView && !inPreviewFrame()) reinitialisePersonalisation();
}

/**
 * Scrolls back to where the shopper was. The page may still be growing (blocks and images arriving),
 * so the position is re-applied each time the document's size changes until it is reached, the
 * shopper scrolls or types, or RESTORE_FOLLOW_MS has passed.
 */
function restoreScroll(position: number) {
  const events = ["wheel", "touchstart", "keydown", "pointerdown"] as const;
  const observer = new ResizeObserver(() => apply());
  const timer = window.setTimeout(() => stop(), RESTORE_FOLLOW_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of events) window.removeEventListener(type, stop);
  }
  function apply() {
    window.scrollTo(0, position);
    if (Math.abs(window.scrollY - position) < 2) stop();
  }
  for (const type of events) window.addEventListener(type, stop, { once: true, passive: true });
  observer.observe(document.documentElement);
  apply();
}

/**
 * Focus moves to the new page's main heading (or the main region), so a keyboard or screen-reader
 * user hears where they are and their next Tab continues in the new page instead of at 'Skip to
 * content'.
 */
function focusNewPage() {
  const main = document.getElementById(MAIN_ID);
  const target = main?.querySelector<HTMLElement>("h1") ?? main;
  if (!target) return;
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
}
