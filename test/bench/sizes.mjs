// Gzip sizes of what pages load on first view, measured from the build output, against DESIGN.md's budgets.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { firstLoadAssets } from "./server.mjs";

export const BUDGETS = { firstLoadJs: 130 * 1024, pageTypeChunk: 30 * 1024, css: 25 * 1024 };

const gzipBytes = (file) => gzipSync(readFileSync(`dist/client${file}`), { level: 9 }).length;
const sum = (files) => files.reduce((total, file) => total + gzipBytes(file), 0);

/** First-load JS and CSS of a page, and the share of JS that is its own (not the entry's). */
export async function pageSizes(origin, path) {
  const assets = await firstLoadAssets(origin, path);
  const manifest = JSON.parse(readFileSync("dist/client/.vite/manifest.json", "utf8"));
  const entry = manifest["client/entry.tsx"];
  const closure = (key, seen = new Set()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
    return seen;
  };
  const entryFiles = new Set([...closure("client/entry.tsx")].map((key) => `/${manifest[key].file}`));
  const ownJs = assets.js.filter((file) => !entryFiles.has(file));
  return {
    path,
    js: sum(assets.js),
    ownJs: sum(ownJs),
    css: sum(assets.css),
    entry: gzipBytes(`/${entry.file}`),
  };
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
