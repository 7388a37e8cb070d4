// The embedded CMS's pictures in the widths the shop asks for: every demo drawing under
// public/images (except the interface icons, drawn for their one size) is rasterised once at its own
// size and written as WebP in each 64 px step up to it, into the client build's _media folder, where
// the embedded backend's /media route finds them. Renditions are cached by the drawing's content under
// node_modules/.cache, so only a changed drawing costs time on the next build.
import { createHash } from "node:crypto";
import { cp, mkdir, readdir, readFile, rename, rm, stat } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { Plugin } from "vite";
import { renditionWidths } from "../shared/rules/image-widths.ts";

const DRAWINGS = "public/images";
const CACHE = "node_modules/.cache/media-renditions";
const WEBP_QUALITY = 80;

export function mediaRenditions(): Plugin {
  let root = process.cwd();
  return {
    name: "kaarna:media-renditions",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    configResolved(config) {
      root = config.root;
    },
    async writeBundle(options) {
      const out = join(options.dir ?? resolve(root, "dist/client"), "_media");
      const files = await readdir(resolve(root, DRAWINGS), { recursive: true });
      const drawings = files.filter((file) => file.endsWith(".svg") && !file.startsWith("icons"));
      for (const file of drawings) {
        const cached = await renditionsOf(resolve(root, DRAWINGS, file), resolve(root, CACHE));
        await cp(cached, join(out, file.replace(/\.svg$/, "")), { recursive: true });
      }
    },
  };
}

/** The folder of a drawing's renditions ({width}.webp and full.webp), made if not cached yet. */
async function renditionsOf(drawingPath: string, cacheRoot: string): Promise<string> {
  const svg = await readFile(drawingPath);
  const folder = join(cacheRoot, createHash("sha256").update(svg).digest("hex").slice(0, 24));
  if (await exists(folder)) return folder;

  const { default: sharp } = await import("sharp");
  const drawing = sharp(svg);
  // Its own size as the rasteriser reads it (the width attribute, or else the viewBox's).
  const { width: ownWidth } = await drawing.metadata();
  if (!ownWidth) throw new Error(`${drawingPath}: the drawing has no size (a width attribute or a viewBox)`);
  const raster = await drawing.png().toBuffer();
  // Written beside the final folder and renamed into place, so an interrupted build leaves no half set.
  const pending = `${folder}.pending`;
  await rm(pending, { recursive: true, force: true });
  await mkdir(pending, { recursive: true });
  await Promise.all(
    renditionWidths(ownWidth).map((width) =>
      sharp(raster)
        .resize(width)
        .webp({ quality: WEBP_QUALITY })
        .toFile(join(pending, width === ownWidth ? "full.webp" : `${width}.webp`)),
    ),
  );
  // The drawing's own width is also a step when it is a multiple of 64; full.webp answers it either way.
  if (ownWidth % 64 === 0) await cp(join(pending, "full.webp"), join(pending, `${ownWidth}.webp`));
  await rename(pending, folder);
  return folder;
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}
