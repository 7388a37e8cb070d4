// False on the server and while the browser hydrates, true after: browser-only data (the cart, an
// order) must not change what hydration renders, even for a Suspense boundary that React hydrates
// later than the rest of the page, after such data has already arrived.
import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
