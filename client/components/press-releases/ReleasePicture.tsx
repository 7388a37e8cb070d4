// A press release's picture in the provider's two renditions (fitted into 400×400 and 800×800, aspect
// kept): the browser picks the one its slot needs. The slot's aspect ratio is the stylesheet's, so
// the picture takes its space before it arrives, whatever its own proportions.
import type { ReleaseImage } from "../../../shared/schemas/press-releases.ts";
import "./ReleasePicture.css";

export interface ReleasePictureProps {
  image: ReleaseImage;
  /** The slot's width at each breakpoint (the sizes attribute). */
  sizes: string;
  /** The page's main picture loads eagerly; list pictures when they come near. */
  priority?: boolean;
  /** A list's picture repeats its title: hidden from assistive technology. */
  decorative?: boolean;
  className?: string;
}

export function ReleasePicture({ image, sizes, priority = false, decorative = false, className }: ReleasePictureProps) {
  return (
    <img
      className={["release-picture", className].filter(Boolean).join(" ")}
      src={image.urlTo400X400ArResized}
      srcSet={`${image.urlTo400X400ArResized} 400w, ${image.urlTo800X800ArResized} 800w`}
      sizes={sizes}
      alt={decorative ? "" : (image.description ?? "")}
      width={800}
      height={800}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : undefined}
    />
  );
}
