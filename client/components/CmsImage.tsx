// A CMS image with its intrinsic size (no layout shift); lazy unless it is likely above the fold.
import type { Image } from "../../shared/schemas/page-model.ts";

export interface CmsImageProps {
  image: Image;
  className?: string;
  /** For the first image of a hero: fetched eagerly and early, since it is the largest paint. */
  priority?: boolean;
  sizes?: string;
  /** Images that only repeat what the text says are hidden from assistive technology. */
  decorative?: boolean;
}

export function CmsImage({ image, className, priority = false, sizes, decorative = false }: CmsImageProps) {
  return (
    <img
      src={image.url}
      alt={decorative ? "" : image.altText}
      width={image.width}
      height={image.height}
      className={className}
      sizes={sizes}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : undefined}
    />
  );
}
