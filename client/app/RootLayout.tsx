// The layout around every page: the page itself and, once the page is interactive, the parts that
// only matter then (AfterHydration: the loading overlay, connection notices, the cross-tab bridge).
import { lazy, Suspense, useEffect } from "react";
import { Outlet } from "react-router";
import { Optional } from "../components/Optional.tsx";
import { pageHydrated, useHydrated } from "./useHydrated.ts";

/** Resolves at once when online, else when the connection comes back (a chunk cannot load offline). */
const whenOnline = () =>
  navigator.onLine
    ? Promise.resolve()
    : new Promise<void>((resolve) => window.addEventListener("online", () => resolve(), { once: true }));

const AfterHydration = lazy(() =>
  whenOnline()
    .then(() => import("./AfterHydration.tsx"))
    .then((module) => ({ default: module.AfterHydration })),
);

export function RootLayout() {
  // A parent's effects run after its children's: every component hydrated with the page is listening.
  useEffect(pageHydrated, []);
  return (
    <>
      <Outlet />
      <WhenInteractive />
    </>
  );
}

/** A leaf of its own, so the end of hydration re-renders it and not the page beside it. */
function WhenInteractive() {
  if (!useHydrated()) return null;
  return (
    <Optional>
      <Suspense fallback={null}>
        <AfterHydration />
      </Suspense>
    </Optional>
  );
}
