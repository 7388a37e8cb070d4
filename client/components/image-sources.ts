// The spec's image presets (spec 000 §3) as the widths an image takes at each breakpoint (mobile 480,
// tablet 768, desktop 1024; the page container is 75rem), and the srcset every resizable image offers:
// renditions in steps of 64 px up to 2x its widest slot.
import { IMAGE_WIDTH_STEP, isResizable, resizedImageUrl, stepUp } from "../../shared/rules/image-widths.ts";

interface Preset {
  /** The sizes attribute: the image's rendered width at each breakpoint. */
  sizes: string;
  /** The widest it is ever rendered, in CSS pixels. */
  widest: number;
}

const IMAGE_PRESETS = {
  /** Full width of the page container. */
  default: { sizes: "(min-width: 1248px) 1200px, 100vw", widest: 1200 },
  /** Edge to edge: heroes and banners. */
  banner: { sizes: "100vw", widest: 1536 },
  /** A hero's own picture for phones (shown below the tablet breakpoint). */
  "hero-mobile": { sizes: "100vw", widest: 768 },
  /** The narrow text column of an article. */
  narrow: { sizes: "(min-width: 784px) 46rem, 100vw", widest: 768 },
  /** One of two columns from the tablet breakpoint up (split blocks, the product's pictures). */
  half: { sizes: "(min-width: 1248px) 600px, (min-width: 768px) 50vw, 100vw", widest: 768 },
  /** One of three or more cards from the tablet breakpoint up. */
  small: { sizes: "(min-width: 1248px) 400px, (min-width: 768px) 33vw, 100vw", widest: 768 },
  /** A product card: one column on a narrow phone, then two, then a grid beside the filters. */
  "square-small": { sizes: "(min-width: 1024px) 15rem, (min-width: 480px) 50vw, 100vw", widest: 480 },
} satisfies Record<string, Preset>;

/** A preset's name, or the one width in CSS pixels a thumbnail always has. */
export type ImagePreset = keyof typeof IMAGE_PRESETS | number;

/**
 * src, srcset and sizes for an image shown as the preset says. Offered widths start at a quarter of
 * the widest slot and end at 2x of it (or the image's own width); a drawing (SVG) is offered as it is.
 */
export function imageSources(url: string, preset: ImagePreset, ownWidth?: number) {
  if (!isResizable(url)) return { src: url };
  const { sizes, widest } = typeof preset === "number" ? { sizes: `${preset}px`, widest: preset } : IMAGE_PRESETS[preset];
  const largest = Math.min(ownWidth ?? Number.POSITIVE_INFINITY, stepUp(2 * widest));
  const widths = [];
  for (let width = stepUp(widest / 4); width < largest; width += IMAGE_WIDTH_STEP) widths.push(width);
  widths.push(largest);
  return {
    src: resizedImageUrl(url, Math.min(largest, stepUp(widest))),
    srcSet: widths.map((width) => `${resizedImageUrl(url, width)} ${width}w`).join(", "),
    sizes,
  };
}
