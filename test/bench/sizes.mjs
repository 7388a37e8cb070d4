// Gzip sizes of what pages load, against DESIGN.md's budgets: first view from the build output (what
// hydration needs), and everything Chromium fetches until the page is idle (what a shopper pays).
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { fetchedJs, openBrowser } from "./fetched-js.mjs";
import { firstLoadAssets } from "./server.mjs";

// The first load is reported, not budgeted: it may grow by code fetched for taps (DESIGN.md), and
// everything fetched until idle is the gate.
export const BUDGETS = { untilIdleJs: 140 * 1024, pageTypeChunk: 30 * 1024, css: 25 * 1024 };

/** One page of each type the shop serves, for the size figures. */
export const PAGE_TYPES = [
  ["start", "/en"],
  ["content", "/en/our-story"],
  ["search", "/en/search"],
  ["category", "/en/products/chocolate-tablets"],
  ["product", "/en/products/chocolate-tablets/dark-chocolate/dark-chocolate-70"],
  ["personalised product", "/sv/produkter/personliga-chokladkakor/personlig-chokladkaka"],
  ["cart", "/en/cart"],
  ["checkout", "/en/checkout"],
  ["membership", "/en/kaarna-club/my-orders"],
  ["my account", "/en/kaarna-club/my-account"],
];

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
  // The boot script and the entry's closure are every page's; the rest is the page's own.
  const shared = [...closure("client/boot.ts"), ...closure("client/entry.tsx")];
  const entryFiles = new Set(shared.map((key) => `/${manifest[key].file}`));
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

/** Rows [name, value, budget, ok] per page type: first-load JS, all JS until idle, own chunk, CSS. */
export async function sizeRows(origin) {
  const browser = await openBrowser();
  const rows = [];
  try {
    for (const [kind, path] of PAGE_TYPES) {
      const size = await pageSizes(origin, path);
      const idle = await fetchedJs(browser, origin, path);
      const row = (what, bytes, budget) => [`${kind} ${what}`, kb(bytes), `<= ${kb(budget)}`, bytes <= budget];
      rows.push(
        [`${kind} first-load JS, to hydrate (gzip)`, kb(size.js), "(report)", "report"],
        row(`all JS until idle, load + 1.5 s (${idle.files.length} files)`, idle.bytes, BUDGETS.untilIdleJs),
        [`${kind} JS fetched at idle for taps`, kb(idle.forTaps), "(report)", "report"],
        row("page's own JS (gzip)", size.ownJs, BUDGETS.pageTypeChunk),
        row("CSS (gzip)", size.css, BUDGETS.css),
      );
    }
  } finally {
    await browser.close();
  }
  return rows;
}
