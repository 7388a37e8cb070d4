// Whether the page runs inside the CMS's preview frame (spec 000 §1): the site's frame-ancestors
// policy lets only the CMS frame it, so any frame is an editor's preview, in edit mode or not.
export function inPreviewFrame(): boolean {
  return typeof window !== "undefined" && window.parent !== window;
}
