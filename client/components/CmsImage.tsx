// A CMS image with its intrinsic size (no layout shift), offered in the widths its preset needs (so a
// phone fetches a phone-sized file); lazy unless it is likely above the fold.
import type { Image } from "../../shared/schemas/page-model.ts";
import { type ImagePreset, imageSources } from "./image-sources.ts";

export interface CmsImageProps {
  image: Image;
  /** How wide the image is shown at each breakpoint (the spec's image presets). */
  preset: ImagePreset;
  className?: string;
  /** For the first image of a hero: fetched eagerly and early, since it is the largest paint. */
  priority?: boolean;
  /** Images that only repeat what the text says are hidden from assistive technology. */
  decorative?: boolean;
}

export function CmsImage({ image, preset, className, priority = false, decorative = false }: CmsImageProps) {
  return (
    <img
      {...imageSources(image.url, preset, image.width)}
      alt={decorative ? "" : image.altText}
      width={image.width}
      height={image.height}
      className={className}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : undefined}
    />
  );
}
