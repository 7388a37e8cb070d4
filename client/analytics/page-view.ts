// The virtual page view: the first one has no referrer, later ones carry the previous location.
import type { PageModel } from "../../shared/schemas/page-model.ts";
import { pushEvent } from "./data-layer.ts";

export function trackPageView(model: PageModel, location: string, previousLocation: string | null): void {
  pushEvent({
    event: "virtual_page_view",
    page_location: location,
    ...(previousLocation ? { page_referrer: previousLocation } : {}),
    page_title: typeof document === "undefined" ? model.name : document.title,
    page_type: model.pageMetadata.pageType || model.contentType.at(-1),
    page_categories: model.pageMetadata.categories,
    language: model.metadata.currentLanguage,
  });
}
