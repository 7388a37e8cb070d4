// npm run bench: what a shopper pays, measured on the built app (run `npm run build` first). The
// worker served by Miniflare's API (no dev proxy) and by wrangler dev: TTFB, throughput and ratios,
// Server-Timing; JavaScript and CSS per page type; calibrated Lighthouse medians. Each beside DESIGN.md's
// budget. A measurement, not a test. BENCH_LIGHTHOUSE=0 (or --no-lighthouse) skips Lighthouse,
// BENCH_LIGHTHOUSE=only (or --lighthouse-only) runs only it.
import { existsSync } from "node:fs";
import { calibrate, LIGHTHOUSE_PAGES, lighthouseRows } from "./lighthouse.mjs";
import { startMiniflare } from "./miniflare-server.mjs";
import { CONCURRENCY, serverRows } from "./server-figures.mjs";
import { firstLoadAssets, startServer } from "./server.mjs";
import { sizeRows } from "./sizes.mjs";

process.env.WRANGLER_SEND_METRICS = "false";
const flag = process.argv.includes("--no-lighthouse") ? "0" : process.argv.includes("--lighthouse-only") ? "only" : "";
const mode = flag || process.env.BENCH_LIGHTHOUSE || "1";
if (!["0", "1", "only"].includes(mode)) throw new Error(`BENCH_LIGHTHOUSE must be 0, 1 or only, not "${mode}"`);
if (!existsSync("dist/ssr/wrangler.json")) throw new Error("no build in dist/: run `npm run build` first");

const PAGE = "/fi";
const print = (title, rows) => {
  console.log(`\n${title}`);
  for (const [name, value, budget, ok] of rows)
    console.log(`${ok ? "ok  " : "MISS"} ${name.padEnd(72)} ${value.padStart(16)}   budget ${budget}`);
};
const serverOptions = async (origin) => ({ pagePath: PAGE, assetPath: (await firstLoadAssets(origin, PAGE)).js[0] });

console.log("Kaarna storefront benchmark (figures vary with machine load; ratios less)");
const miniflare = await startMiniflare();
try {
  if (mode !== "only") {
    print(
      `Server, built worker under Miniflare's API (medians; ${CONCURRENCY} concurrent for throughput)`,
      await serverRows(miniflare.origin, "miniflare", await serverOptions(miniflare.origin)),
    );
    print("JavaScript and CSS per page type (gzip -9)", await sizeRows(miniflare.origin));
  }
  if (mode !== "0") {
    const { benchmarkIndex, indices, slowdown } = await calibrate(miniflare.origin);
    const spread = indices.map((index) => index.toFixed(0)).join(", ");
    print(
      `Lighthouse, mobile preset, medians of 3, CPU slowdown ${slowdown}x (host benchmarkIndex ${benchmarkIndex.toFixed(0)}, the median of ${spread}, / 264)`,
      await lighthouseRows(miniflare.origin, { slowdown }),
    );
    console.log(`(pages: ${LIGHTHOUSE_PAGES.map(([kind, path]) => `${kind} ${path}`).join(", ")})`);
  }
} finally {
  await miniflare.stop();
}
if (mode !== "only") {
  const wrangler = await startServer();
  try {
    print(
      "Server, built worker under wrangler dev (its proxy in front; medians)",
      await serverRows(wrangler.origin, "wrangler", await serverOptions(wrangler.origin)),
    );
  } finally {
    wrangler.stop();
  }
}
