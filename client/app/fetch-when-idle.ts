// Code a shopper's tap needs (a panel, a dialog, an action, a part's controls), fetched before the
// tap: once the page is live and the browser is idle, or at once when a pointer or the focus first
// comes to the page. A tap after idle then waits for no network. Each load starts once and is shared
// with the tap that needs it; one that fails is left to that tap, which tells the shopper.
import { type ComponentType, createElement, use } from "react";
import { loadOnce } from "./load-once.ts";

const waiting = new Set<() => Promise<unknown>>();
let started = false;

const whenIdle = (work: () => void) =>
  typeof requestIdleCallback === "function" ? requestIdleCallback(work, { timeout: 2000 }) : setTimeout(work, 200);

/** Marked once, as the fetching starts: the bench counts what the page needed before it apart. */
const FETCHING_MARK = "kaarna:fetching-when-idle";

function fetchWaiting(): void {
  if (!performance.getEntriesByName(FETCHING_MARK).length) performance.mark(FETCHING_MARK);
  for (const load of waiting) void load().catch(() => undefined);
  waiting.clear();
}

/** `load`, started once, and fetched ahead of the tap in the browser. */
export function fetchWhenIdle<T>(load: () => Promise<T>): () => Promise<T> {
  const once = loadOnce(load);
  if (typeof document === "undefined") return once;
  waiting.add(once);
  // A module evaluated later (a page reached by a navigation) has its code fetched at the next idle.
  if (started) whenIdle(fetchWaiting);
  return once;
}

/** The page is live: its waiting code is fetched when the browser is next idle, or on the first intent. */
export function startFetchingWhenIdle(): void {
  if (started) return;
  started = true;
  const now = () => {
    for (const type of ["pointerdown", "focusin"]) document.removeEventListener(type, now, true);
    fetchWaiting();
  };
  for (const type of ["pointerdown", "focusin"]) document.addEventListener(type, now, true);
  whenIdle(fetchWaiting);
}

/**
 * A component of its own module, fetched when idle. It renders at once when its code is already
 * there (use() reads the settled load), where React's lazy() would suspend its first render all the
 * same and show it only with Suspense's next reveal, up to 300 ms later; it suspends while the code
 * is on its way, and throws to the nearest boundary when it could not be loaded.
 */
export function lazyWhenIdle<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const fetched = fetchWhenIdle(load);
  // The load the component renders from: React's use() retries a render with the same promise, so a
  // failed load stays failed (as Chromium keeps it for the document) and reaches the boundary.
  let loading: Promise<ComponentType<P>> | null = null;
  // biome-ignore lint/correctness/noComponentHookFactories: called once at a module's top level, as React's lazy() is.
  return function WhenIdle(props: P) {
    loading ??= fetched();
    const Component = use(loading);
    return createElement(Component, props);
  };
}
