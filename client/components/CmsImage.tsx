// A CMS image with its intrinsic size (no layout shift), offered in the widths its preset needs (so a
// phone fetches a phone-sized file); lazy unless it is likely above the fold.
import { preload } from "react-dom";
import type { Image } from "../../shared/schemas/page-model.ts";
import { type ImagePreset, imageSources } from "./image-sources.ts";
import { useIsLeadBlock } from "./lead-block.ts";

/** What an image shown only under another media query shows instead: nothing, and nothing is fetched. */
const NO_PICTURE = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

export interface CmsImageProps {
  image: Image;
  /** How wide the image is shown at each breakpoint (the spec's image presets). */
  preset: ImagePreset;
  className?: string;
  /** For the first image of a hero: fetched eagerly and early, since it is the largest paint. */
  priority?: boolean;
  /** A block's main picture: given priority when its block leads the page (lead-block.ts). */
  lead?: boolean;
  /** Images that only repeat what the text says are hidden from assistive technology. */
  decorative?: boolean;
  /**
   * Shown only where this media query holds (a hero's phone and wide-screen picture sets): a device
   * fetches only the set it shows, and a priority image is preloaded for those devices alone.
   */
  media?: string;
}

export function CmsImage({
  image,
  preset,
  className,
  priority: asked = false,
  lead = false,
  decorative = false,
  media,
}: CmsImageProps) {
  const blockLeads = useIsLeadBlock();
  const priority = asked || (lead && blockLeads);
  const sources = imageSources(image.url, preset, image.width);
  const img = (
    <img
      {...(media ? { src: NO_PICTURE } : sources)}
      alt={decorative ? "" : image.altText}
      width={image.width}
      height={image.height}
      className={className}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : undefined}
    />
  );
  if (!media) return img;
  // React preloads a priority <img> by itself, but not one in a <picture>, and never for one device.
  if (priority) {
    preload(sources.src, { as: "image", imageSrcSet: sources.srcSet, imageSizes: sources.sizes, fetchPriority: "high", media });
  }
  return (
    <picture className="cms-picture">
      <source media={media} srcSet={sources.srcSet ?? sources.src} sizes={sources.sizes} />
      {img}
    </picture>
  );
}
