// A site or block popup's content (spec 000 §4), in a leaf file shared by the popup and its dialog.
import type { Html } from "../../shared/schemas/html.ts";

export interface ScrollPopupProps {
  id: number;
  title: string | null;
  body: Html;
  ctaUrl: string | null;
  ctaLabel: string | null;
  openInNewTab?: boolean;
}
