// A site or block popup's content (spec 000 §4), in a leaf file shared by the popup and its dialog.
export interface ScrollPopupProps {
  id: number;
  title: string | null;
  body: string;
  ctaUrl: string | null;
  ctaLabel: string | null;
  openInNewTab?: boolean;
}
