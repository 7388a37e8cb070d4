// False on the server and while the browser hydrates, true after: browser-only data (the cart, an
// order) must not change what hydration renders, even for a Suspense boundary that React hydrates
// later than the rest of the page, after such data has already arrived.
//
// The page becomes interactive as a transition: what shows browser-only state renders
// again in React's time slices, not in one synchronous pass at the end of hydration's last task (an
// external store's change is always rendered synchronously, and that pass fetched the cart and the
// member state and started the after-hydration code, a long task on a phone).
import { startTransition, useEffect, useState, useSyncExternalStore } from "react";
import { flushSync } from "react-dom";
import { yieldToBrowser } from "./yield-to-browser.ts";

/** Whether the page has hydrated: read by renders anew in the browser, never by hydration. */
let interactive = false;
/** Components hydrated with the page that have not yet rendered as interactive, each with how to tell it. */
const waiting = new Set<() => void>();
const subscribeNever = () => () => {};
/** Work waiting for the page to hydrate, each piece to run in a task of its own. */
const onceInteractive = new Set<() => void>();

/**
 * Runs `work` once the page has hydrated (at once if it has), in a task of its own: browser-only work
 * that the effects of the render making the page interactive would otherwise run, unsliced.
 */
export function whenInteractive(work: () => void): void {
  if (interactive) void inATaskOfItsOwn(work);
  else onceInteractive.add(work);
}

/** Runs a piece of work after a yield; one that fails is reported as any uncaught error and holds nothing up. */
async function inATaskOfItsOwn(piece: () => void): Promise<void> {
  await yieldToBrowser();
  try {
    piece();
  } catch (error) {
    reportError(error);
  }
}

/**
 * Whether this render is the browser's own rather than React hydrating the worker's HTML (the page,
 * or a part later on), read where it renders: a component mounted after hydration renders
 * browser-only data at once. Nothing renders again when the page hydrates; for that, useHydrated.
 */
export function useRenderedByTheBrowser(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => interactive,
    () => false,
  );
}

export function useHydrated(): boolean {
  const rendered = useRenderedByTheBrowser();
  const [told, setTold] = useState(false);
  useEffect(() => {
    if (rendered || told) return;
    const tell = () => setTold(true);
    waiting.add(tell);
    if (interactive) startTransition(tell);
    return () => {
      waiting.delete(tell);
    };
  }, [rendered, told]);
  return rendered || told;
}

/**
 * The page has hydrated (the root layout's effect, after every effect below it): the work waiting for
 * it runs, each piece in a task of its own, and then one transition tells all. A request the work
 * starts (the cart's) is on its way before the told components render: had it started during their
 * render, the query's state would have changed before their effects, and React renders a component
 * whose external store changed so again, synchronously.
 */
export function pageHydrated(): void {
  if (interactive) return;
  interactive = true;
  const work = [...onceInteractive];
  onceInteractive.clear();
  void (async () => {
    for (const piece of work) await inATaskOfItsOwn(piece);
    startTransition(() => {
      for (const tell of waiting) tell();
    });
  })();
}

/**
 * A navigation is starting: what has not yet rendered as interactive does so now. React renders
 * pending transitions together, so the navigation's (which waits for the new page) would otherwise
 * hold this one back, and with it the loading overlay and the cart's badge, until the new page shows.
 */
export function hurryInteractive(): void {
  if (!interactive || waiting.size === 0) return;
  flushSync(() => {
    for (const tell of waiting) tell();
  });
}
