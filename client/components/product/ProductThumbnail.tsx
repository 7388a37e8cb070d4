// A product's small square picture beside its name (cart lines, the checkout's summary, search
// suggestions): decorative, since the name beside it says what it shows; lazy, in the width it is shown.
import { imageSources } from "../image-sources.ts";

export function ProductThumbnail({ url, size, className }: { url: string; size: number; className?: string }) {
  return <img {...imageSources(url, size)} className={className} alt="" width={size} height={size} loading="lazy" />;
}
