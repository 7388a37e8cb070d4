// What a page needs only once it is interactive, loaded after hydration and off the first load:
// the connection notices and those of code that could not be loaded, the bridge that keeps other
// tabs' carts in step and the overlay of a slow navigation. The recovery from a failed asset preload is not among them: it must catch the failure
// of a navigation clicked before this code is there (preload-error-recovery.ts, in the entry).
import { lazy, Suspense } from "react";
import { MemberMetadata } from "../analytics/MemberMetadata.tsx";
import { MenuClickTracking } from "../analytics/MenuClickTracking.tsx";
import { ShopEventsBridge } from "../shop/cart/ShopEventsBridge.tsx";
import { CodeNotLoadedNotices } from "./CodeNotLoadedNotices.tsx";
import { ConnectionNotices } from "./ConnectionNotices.tsx";
import { LoadingOverlay } from "./LoadingOverlay.tsx";
import { inPreviewFrame } from "./preview-frame.ts";

/** Only a page in the CMS's preview frame (edit mode or the view-only preview) listens for its saves. */
const PreviewRefresh = lazy(() => import("./PreviewRefresh.tsx").then((module) => ({ default: module.PreviewRefresh })));

export function AfterHydration() {
  return (
    <>
      <ConnectionNotices />
      <CodeNotLoadedNotices />
      <ShopEventsBridge />
      <LoadingOverlay />
      <MenuClickTracking />
      <MemberMetadata />
      {inPreviewFrame() ? (
        <Suspense fallback={null}>
          <PreviewRefresh />
        </Suspense>
      ) : null}
    </>
  );
}
