// The layout around every page: the page itself, the loading overlay over it during navigation,
// connection notices, and (once the page is interactive) the bridge that keeps other tabs' carts in step.
import { lazy, Suspense, useEffect, useState } from "react";
import { Outlet } from "react-router";
import { ConnectionNotices } from "./ConnectionNotices.tsx";
import { LoadingOverlay } from "./LoadingOverlay.tsx";

// Cross-tab sync is not needed to show a page, so it loads after hydration, off the first load.
const ShopEventsBridge = lazy(() =>
  import("../shop/cart/ShopEventsBridge.tsx").then((module) => ({ default: module.ShopEventsBridge })),
);

export function RootLayout() {
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  return (
    <>
      <Outlet />
      <LoadingOverlay />
      <ConnectionNotices />
      {interactive ? (
        <Suspense fallback={null}>
          <ShopEventsBridge />
        </Suspense>
      ) : null}
    </>
  );
}
