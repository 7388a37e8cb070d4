// After each navigation: head tags (not on the first, server-rendered view), scroll restore for a
// revisited path or top otherwise, and the virtual page view.
import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigation, useNavigationType } from "react-router";
import { headTags } from "../../shared/rules/head-tags.ts";
import type { PageModel } from "../../shared/schemas/page-model.ts";
import { trackPageView } from "../analytics/page-view.ts";
import { applyHead } from "./apply-head.ts";

const SCROLL_KEY = "scroll-positions";
const useIsomorphicLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

function savePosition(address: string) {
  const positions = savedPositions();
  positions[address] = window.scrollY;
  sessionStorage.setItem(SCROLL_KEY, JSON.stringify(positions));
}

function savedPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(SCROLL_KEY) ?? "{}");
  } catch {
    return {};
  }
}

export function NavigationEffects({ model }: { model: PageModel }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigationState = useNavigation().state;
  const previous = useRef<string | null>(null);
  const current = `${location.pathname}${location.search}`;

  useEffect(() => {
    window.history.scrollRestoration = "manual";
    const save = () => savePosition(`${window.location.pathname}${window.location.search}`);
    window.addEventListener("pagehide", save);
    return () => window.removeEventListener("pagehide", save);
  }, []);

  // Before each navigation, remember where the shopper was on the page being left.
  useEffect(() => {
    if (navigationState === "loading") savePosition(current);
  }, [navigationState]);

  useIsomorphicLayoutEffect(() => {
    const href = window.location.href;
    if (previous.current !== null) {
      applyHead(headTags(model, { origin: window.location.origin, search: location.search }));
      const saved = savedPositions()[current];
      window.scrollTo(0, navigationType === "POP" && saved !== undefined ? saved : 0);
    }
    trackPageView(model, href, previous.current);
    previous.current = href;
  }, [current]);

  return null;
}
