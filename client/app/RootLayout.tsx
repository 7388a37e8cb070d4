// The layout around every page: the page itself, the loading overlay over it during navigation, and
// (once the page is interactive) the parts that only matter then.
import { lazy, Suspense } from "react";
import { Outlet } from "react-router";
import { LoadingOverlay } from "./LoadingOverlay.tsx";
import { useHydrated } from "./useHydrated.ts";

const AfterHydration = lazy(() => import("./AfterHydration.tsx").then((module) => ({ default: module.AfterHydration })));

export function RootLayout() {
  const interactive = useHydrated();
  return (
    <>
      <Outlet />
      <LoadingOverlay />
      {interactive ? (
        <Suspense fallback={null}>
          <AfterHydration />
        </Suspense>
      ) : null}
    </>
  );
}
