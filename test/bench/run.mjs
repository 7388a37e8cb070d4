// npm run bench: what a shopper pays, measured on the built app (run `npm run build` first). The
// worker served by Miniflare's API (no dev proxy) and by wrangler dev: TTFB, throughput and ratios,
// Server-Timing; JavaScript and CSS per page type; on a calibrated low-tier phone, Lighthouse (applied
// throttling judged, simulated reported, a framework floor beside them) and tap to visible response.
// Each beside DESIGN.md's budget. A measurement, not a test. BENCH_LIGHTHOUSE=0 (or --no-lighthouse)
// skips the phone, BENCH_LIGHTHOUSE=only (or --lighthouse-only) runs only it; --taps-only runs the taps.
import { existsSync } from "node:fs";
import { addFloorPage } from "./floor-page.mjs";
import { calibrate, FLOOR_PAGE, LIGHTHOUSE_PAGES, lighthouseRows } from "./lighthouse.mjs";
import { startMiniflare } from "../../scripts/miniflare-server.mjs";
import { CONCURRENCY, serverRows } from "./server-figures.mjs";
import { firstLoadAssets, startServer } from "./server.mjs";
import { sizeRows } from "./sizes.mjs";
import { tapRows } from "./taps.mjs";

process.env.WRANGLER_SEND_METRICS = "false";
const flag = process.argv.includes("--no-lighthouse")
  ? "0"
  : process.argv.includes("--lighthouse-only")
    ? "only"
    : process.argv.includes("--taps-only")
      ? "taps"
      : "";
const mode = flag || process.env.BENCH_LIGHTHOUSE || "1";
if (!["0", "1", "only", "taps"].includes(mode)) throw new Error(`BENCH_LIGHTHOUSE must be 0, 1, only or taps, not "${mode}"`);
if (!existsSync("dist/ssr/wrangler.json")) throw new Error("no build in dist/: run `npm run build` first");

const PAGE = "/fi";
/** Rows [name, value, budget, status]: status true/"ok", false/"MISS", "WIDE" (runs straddle the budget) or "report". */
const print = (title, rows) => {
  console.log(`\n${title}`);
  for (const [name, value, budget, status] of rows) {
    const word = status === true ? "ok" : status === false ? "MISS" : status;
    console.log(`${word.padEnd(6)} ${name.padEnd(72)} ${value.padStart(16)}   budget ${budget}`);
  }
};
const serverOptions = async (origin) => ({ pagePath: PAGE, assetPath: (await firstLoadAssets(origin, PAGE)).js[0] });

console.log("Kaarna storefront benchmark (figures vary with machine load; ratios less)");
const miniflare = await startMiniflare();
try {
  if (mode !== "only" && mode !== "taps") {
    print(
      `Server, built worker under Miniflare's API (medians; ${CONCURRENCY} concurrent for throughput)`,
      await serverRows(miniflare.origin, "miniflare", await serverOptions(miniflare.origin)),
    );
    print("JavaScript and CSS per page type (gzip -9)", await sizeRows(miniflare.origin));
  }
  if (mode !== "0") {
    const { benchmarkIndex, indices, slowdown: calibrated } = await calibrate(miniflare.origin);
    const spread = indices.map((index) => index.toFixed(0)).join(", ");
    // BENCH_SLOWDOWN keeps a busy host's calibration (its index falls with its load) from reading as a fast phone.
    const slowdown = Number(process.env.BENCH_SLOWDOWN) || calibrated;
    const phone = `CPU slowdown ${slowdown}x (host benchmarkIndex ${benchmarkIndex.toFixed(0)}, the median of ${spread}, / 264${slowdown === calibrated ? "" : `, BENCH_SLOWDOWN over ${calibrated}x`})`;
    if (mode !== "taps") {
      await addFloorPage(miniflare);
      print(
        `Lighthouse, mobile preset, ${phone}: applied throttling (slow 4G), medians of 5 with each run, ratios to the floor; simulated beside`,
        await lighthouseRows(miniflare.origin, { slowdown }),
      );
      const pages = [...LIGHTHOUSE_PAGES, FLOOR_PAGE];
      console.log(`(pages: ${pages.map(([kind, path]) => `${kind} ${path}`).join(", ")})`);
    }
    print(
      `Tap to visible response, phone 412x823, ${phone}, slow 4G (150 ms, 1.6 Mbps), fresh visits, medians of 3 with each run`,
      await tapRows(miniflare.origin, { slowdown }),
    );
  }
} finally {
  await miniflare.stop();
}
if (mode !== "only" && mode !== "taps") {
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
