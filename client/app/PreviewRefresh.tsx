// Live refresh in the CMS preview (spec 001 §6): when the CMS frame says a content item
// was saved, the previewed page fetches its page model again (past the cache: the request is an
// editor's) and re-renders in place, without a reload. Loaded only in the CMS's preview frame.
import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { useStorefront } from "./storefront-context.ts";

/** The message the CMS posts to the preview frame after a save. */
const CONTENT_SAVED = "content-saved";
/** The message the preview posts to the CMS once it listens, so the CMS can say the preview is live. */
const PREVIEW_READY = "preview-ready";

export function PreviewRefresh() {
  const { queryClient } = useStorefront();
  const revalidator = useRevalidator();
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // Only the frame's own parent (the CMS) may ask; the message carries no data the page uses.
      if (event.source !== window.parent || window.parent === window) return;
      if ((event.data as { type?: unknown } | null)?.type !== CONTENT_SAVED) return;
      void queryClient.invalidateQueries({ queryKey: ["page"] }).then(() => revalidator.revalidate());
    };
    window.addEventListener("message", onMessage);
    // The CMS's page is this site's own (embedded) or an origin of PREVIEW_FRAME_ORIGINS; the notice carries nothing private.
    if (window.parent !== window) window.parent.postMessage({ type: PREVIEW_READY }, "*");
    return () => window.removeEventListener("message", onMessage);
  }, [queryClient, revalidator]);
  return null;
}
