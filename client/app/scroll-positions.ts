// Scroll positions per address (spec 000 §2 Routing): saved when a navigation leaves a page, restored
// when the shopper comes back to it. The save listens to the router itself, because a navigation whose
// data is already cached can start and finish within one React render.
import type { createBrowserRouter } from "react-router";

const KEY = "scroll-positions";

export function savedPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? "{}");
  } catch {
    return {};
  }
}

export function savePosition(address: string) {
  const positions = savedPositions();
  positions[address] = window.scrollY;
  sessionStorage.setItem(KEY, JSON.stringify(positions));
}

/** Saves the page's position as each navigation starts (the router's location is still the old one). */
export function trackScrollPositions(router: ReturnType<typeof createBrowserRouter>) {
  let navigating = false;
  router.subscribe((state) => {
    const starting = state.navigation.state !== "idle";
    if (starting && !navigating) savePosition(`${state.location.pathname}${state.location.search}`);
    navigating = starting;
  });
}
