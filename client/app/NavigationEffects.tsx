// After each navigation: the window metadata for marketing tools and the virtual page view, and (not
// on the first, server-rendered view) head tags, theme, scroll, focus and the personalisation script
// through after-navigation.ts, which the entry loads when the first navigation starts
// (after-navigation-loader.ts).
import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";
import type { PageModel } from "../../shared/schemas/page-model.ts";
import { isListingQueryName } from "../../shared/rules/listing-params.ts";
import { setPageMetadata } from "../analytics/marketing-metadata.ts";
import { trackPageView } from "../analytics/page-view.ts";
import { runAfterNavigation } from "./after-navigation-loader.ts";
import { savePosition } from "./scroll-positions.ts";
import { useStorefront } from "./storefront-context.ts";

const useIsomorphicLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

export function NavigationEffects({ model }: { model: PageModel }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const { queryClient } = useStorefront();
  const previous = useRef<string | null>(null);
  const current = `${location.pathname}${location.search}`;

  useEffect(() => {
    window.history.scrollRestoration = "manual";
    const save = () => savePosition(`${window.location.pathname}${window.location.search}`);
    window.addEventListener("pagehide", save);
    return () => window.removeEventListener("pagehide", save);
  }, []);

  // While the page model loads, so the code is normally at hand when the new page renders.
  useIsomorphicLayoutEffect(() => {
    const href = window.location.href;
    // Before the personalisation script is told of the new page: it reads the page's type from here.
    setPageMetadata(model);
    // A listing or variation change (same page model) is not a new page view.
    const samePageView = previous.current !== null && pageViewAddress(previous.current) === pageViewAddress(href);
    if (previous.current !== null) {
      const navigation = {
        model,
        queryClient,
        address: current,
        search: location.search,
        isHistoryMove: navigationType === "POP",
        samePage: new URL(previous.current).pathname === location.pathname,
        newPageView: !samePageView,
      };
      runAfterNavigation(navigation);
    }
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
