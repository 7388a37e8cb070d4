// The video block's YouTube rules (spec 001 §4–5): the URL forms it recognises (watch, short, embed
// and v, each with an 11-character id), the player on the privacy-enhanced domain, and the provider's
// preview thumbnails from the largest size down.

const VIDEO_ID = "([A-Za-z0-9_-]{11})";
const FORMS = [
  // youtube.com/watch?v=ID (also m. and music.), with any other parameters around it
  new RegExp(`^https?://(?:www\\.|m\\.|music\\.)?youtube\\.com/watch\\?(?:.*&)?v=${VIDEO_ID}(?:[&#].*)?$`),
  // youtu.be/ID, the short link
  new RegExp(`^https?://youtu\\.be/${VIDEO_ID}(?:[?#].*)?$`),
  // youtube.com/embed/ID, youtube-nocookie.com/embed/ID, youtube.com/v/ID and youtube.com/shorts/ID
  new RegExp(`^https?://(?:www\\.)?youtube(?:-nocookie)?\\.com/(?:embed|v|shorts)/${VIDEO_ID}(?:[?#/].*)?$`),
];

/** The video's id, or null for an address that is not one of the recognised YouTube forms. */
export function youtubeVideoId(url: string | null | undefined): string | null {
  const trimmed = url?.trim() ?? "";
  for (const form of FORMS) {
    const id = form.exec(trimmed)?.[1];
    if (id) return id;
  }
  return null;
}

/** The player's address: the privacy-enhanced domain, started at once (muted, as browsers require) unless motion is to be avoided. */
export function youtubeEmbedUrl(id: string, { autoplay }: { autoplay: boolean }): string {
  const query = autoplay ? "autoplay=1&mute=1&rel=0" : "rel=0";
  return `https://www.youtube-nocookie.com/embed/${id}?${query}`;
}

/** The provider's thumbnails, largest first; a missing size answers a 120 px placeholder, which the block skips. */
export const YOUTUBE_THUMBNAIL_SIZES = ["maxresdefault", "sddefault", "hqdefault", "mqdefault", "default"] as const;
/** Thumbnails narrower than this are the provider's placeholder for a size it does not have (spec 001 §7). */
export const MIN_THUMBNAIL_WIDTH = 130;

export const youtubeThumbnailUrl = (id: string, size: (typeof YOUTUBE_THUMBNAIL_SIZES)[number]) =>
  `https://i.ytimg.com/vi/${id}/${size}.jpg`;
