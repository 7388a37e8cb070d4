// The CMS's image service, played by the embedded backend: /media/{name}.webp?width=N
// answers the rendition of a demo drawing at N rounded up to the next 64 px step. The renditions are
// made at build time (build/media-renditions-plugin.ts) into the static assets under /_media; a width
// beyond the drawing's own answers its widest rendition, and without renditions (the dev server) the
// drawing itself answers, so pictures always show.
import { Hono } from "hono";
import { MAX_IMAGE_WIDTH, stepUp } from "../../../../shared/rules/image-widths.ts";
import type { Env } from "../../../env.ts";

/** Renditions never change within a deploy; a day fresh, then revalidated in the background for a week. */
const CACHE_CONTROL = "public, max-age=86400, stale-while-revalidate=604800";

/**
 * The origin asset requests are made on. The binding reads only the path, but the dev server's asset
 * binding passes the request to Vite, which refuses a host it does not know (403): the upstream's own
 * address (upstream.invalid) left every picture missing under `npm run dev`.
 */
const ASSET_ORIGIN = "http://localhost";

/** A drawing's name: lower-case words, optionally in one folder (products/box-red). */
const MEDIA_PATH = /^\/media\/([a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)?)\.webp$/;

export const mediaApp = new Hono<{ Bindings: Env }>().get("/*", async (c) => {
  const name = MEDIA_PATH.exec(new URL(c.req.url).pathname)?.[1];
  if (!name) return c.text("No such image", 404);
  // One width, digits only: a repeated or malformed one is refused rather than guessed at.
  const [asked, ...more] = c.req.queries("width") ?? [];
  const width = asked === undefined ? null : !more.length && /^[1-9][0-9]{0,3}$/.test(asked) ? Number(asked) : Number.NaN;
  if (Number.isNaN(width) || (width ?? 0) > MAX_IMAGE_WIDTH) {
    return c.text(`width must be a whole number of pixels from 1 to ${MAX_IMAGE_WIDTH}`, 400);
  }
  const candidates = [
    ...(width === null ? [] : [`/_media/${name}/${stepUp(width)}.webp`]),
    `/_media/${name}/full.webp`,
    `/images/${name}.svg`,
  ];
  for (const path of candidates) {
    const asset = await c.env.ASSETS.fetch(new URL(path, ASSET_ORIGIN));
    if (asset.ok) {
      const headers = new Headers({
        "Content-Type": asset.headers.get("Content-Type") ?? "image/webp",
        "Cache-Control": CACHE_CONTROL,
      });
      const etag = asset.headers.get("ETag");
      if (etag) headers.set("ETag", etag);
      return new Response(asset.body, { headers });
    }
    await asset.body?.cancel();
  }
  return c.text("No such image", 404);
});
