// Whether the shopper asked for less motion; false during SSR and hydration, so hydration matches.
import { useCallback, useSyncExternalStore } from "react";

export function useReducedMotion(): boolean {
  return useMediaQuery("(prefers-reduced-motion: reduce)");
}

/** One list per query: a render reads the answer, and only a change re-renders. */
const lists = new Map<string, MediaQueryList>();

function listOf(query: string): MediaQueryList {
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

/**
 * A media query's current answer (there is no window on the worker): false on the worker and while
 * hydrating, the browser's answer on every later render. A part that hydrates is re-rendered with the
 * browser's answer before it counts as live, so a shopper's first press never meets the worker's.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      const list = listOf(query);
      list.addEventListener("change", changed);
      return () => list.removeEventListener("change", changed);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => listOf(query).matches,
    () => false,
  );
}
