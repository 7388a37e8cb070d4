// After each navigation: head tags (not on the first, server-rendered view), scroll restore for a
// revisited path or top otherwise, and the virtual page view.
import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";
import type { PageModel } from "../../shared/schemas/page-model.ts";
import { isListingQueryName } from "../../shared/rules/listing-params.ts";
import { trackPageView } from "../analytics/page-view.ts";
import { savedPositions, savePosition } from "./scroll-positions.ts";

/** Head updates are needed only after a client navigation, so their code loads then. */
async function updateHead(model: PageModel, search: string) {
  const [{ headTags }, { applyHead }] = await Promise.all([import("../../shared/rules/head-tags.ts"), import("./apply-head.ts")]);
  applyHead(headTags(model, { origin: window.location.origin, search }));
}

const useIsomorphicLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

/** How long a restore follows a still-growing page before giving up (a slow phone may need seconds). */
const RESTORE_FOLLOW_MS = 5000;

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
 * After a navigation to another page, focus moves to its main heading (or the main region), so a
 * keyboard or screen-reader user hears where they are and their next Tab continues in the new page
 * instead of at 'Skip to content'.
 */
function focusNewPage() {
  const main = document.getElementById("main");
  const target = main?.querySelector<HTMLElement>("h1") ?? main;
  if (!target) return;
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
}

export function NavigationEffects({ model }: { model: PageModel }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef<string | null>(null);
  const current = `${location.pathname}${location.search}`;

  useEffect(() => {
    window.history.scrollRestoration = "manual";
    const save = () => savePosition(`${window.location.pathname}${window.location.search}`);
    window.addEventListener("pagehide", save);
    return () => window.removeEventListener("pagehide", save);
  }, []);

  useIsomorphicLayoutEffect(() => {
    const href = window.location.href;
    if (previous.current !== null) {
      void updateHead(model, location.search);
      const saved = savedPositions()[current];
      // Listing state and variation changes only change the query: the shopper stays where they are.
      const samePage = new URL(previous.current).pathname === location.pathname;
      if (navigationType === "POP" && saved !== undefined) restoreScroll(saved);
      else if (!samePage) window.scrollTo(0, 0);
      if (!samePage) focusNewPage();
    }
    // A listing or variation change (same page model) is not a new page view.
    const samePageView = previous.current !== null && pageViewAddress(previous.current) === pageViewAddress(href);
    if (!samePageView) trackPageView(model, href, previous.current);
    previous.current = href;
  }, [current]);

  return null;
}

/** The address without listing state and the chosen variation: what makes a new page view. */
function pageViewAddress(href: string): string {
  const url = new URL(href);
  const kept = [...url.searchParams].filter(([name]) => name !== "code" && !isListingQueryName(name)).sort();
  return `${url.pathname}?${new URLSearchParams(kept)}`;
}
