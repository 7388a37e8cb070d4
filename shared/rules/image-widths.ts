// Resized images (spec 000 §3: image widths in steps of 64 px, 2x srcset). One rule for
// the browser (which widths a srcset offers), the embedded backend's image route (which rendition
// answers a width) and the build (which renditions exist).

export const IMAGE_WIDTH_STEP = 64;
/** The widest rendition anyone may ask for: 2x of the widest image width the spec names (1536). */
export const MAX_IMAGE_WIDTH = 3072;

/** A width rounded up to the next step: what the image route answers for any width asked. */
export const stepUp = (width: number) => Math.max(IMAGE_WIDTH_STEP, Math.ceil(width / IMAGE_WIDTH_STEP) * IMAGE_WIDTH_STEP);

/** Vector drawings are sharp at any size: only raster images are resized. */
export const isResizable = (url: string) => !/\.svg(?:[?#]|$)/i.test(url);

/**
 * An image's address at a width: the CMS's resize parameter, which the embedded backend's /media route
 * plays. An address that names a width already (a news provider's 400×400 rendition) gets this one
 * instead: two widths are a request no image service answers.
 */
export function resizedImageUrl(url: string, width: number): string {
  const at = url.indexOf("?");
  if (at < 0) return `${url}?width=${width}`;
  const params = new URLSearchParams(url.slice(at + 1));
  params.set("width", String(width));
  return `${url.slice(0, at)}?${params}`;
}

/** Every width a rendition of an image exists for: each step below its own width, then its own width. */
export function renditionWidths(intrinsicWidth: number): number[] {
  const widths: number[] = [];
  for (let width = IMAGE_WIDTH_STEP; width < intrinsicWidth; width += IMAGE_WIDTH_STEP) widths.push(width);
  widths.push(intrinsicWidth);
  return widths;
}
