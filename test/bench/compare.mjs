// Two builds side by side, to tell whether a piece of the code earns its keep: each a checkout with its
// own `npm run build` (say, this one and a copy without the piece), served by Miniflare at once and
// measured in turns (A, B, A, B, …) on the calibrated low-tier phone, so the host's drift falls on both.
// Prints each figure's median and runs for A and B, and whether B moved beyond A's spread.
//   node test/bench/compare.mjs <root A> <root B> [--runs 5] [--pages start,product] [--taps "mobile menu,sort menu"]
//   [--slowdown 10.7]
// A measurement, never a test.
import { parseArgs } from "node:util";
import { calibrate, figures, LIGHTHOUSE_PAGES, lighthouseRun, median } from "./lighthouse.mjs";
import { startMiniflare } from "../../scripts/miniflare-server.mjs";
import { TAPS, tapBrowser, tapOnce } from "./taps.mjs";

process.env.WRANGLER_SEND_METRICS = "false";
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: "string", default: "5" },
    pages: { type: "string" },
    taps: { type: "string" },
    slowdown: { type: "string" },
  },
});
if (positionals.length !== 2) throw new Error("usage: compare.mjs <root A> <root B> [--runs 5] [--pages …] [--taps …]");
const runs = Number(values.runs);
const pages = values.pages ? LIGHTHOUSE_PAGES.filter(([kind]) => values.pages.split(",").includes(kind)) : LIGHTHOUSE_PAGES;
const taps = values.taps ? TAPS.filter((tap) => values.taps.split(",").some((name) => tap.name.startsWith(name))) : [];

const servers = [];
for (const [index, root] of positionals.entries()) servers.push(await startMiniflare(`.wrangler/bench-compare-${index}`, root));
const [a] = servers;

/** The servers with their index, A first in even runs and B first in odd ones: the first of a turn can fare better. */
const inTurn = (run) => (run % 2 ? [...servers.entries()].reverse() : [...servers.entries()]);

/** "median (least–most)" of values formatted by `format`. */
const spread = (list, format) => `${format(median(list))} (${format(Math.min(...list))}–${format(Math.max(...list))})`;
/** Each median lies outside the other's range: B moved beyond the spread. */
const outside = (value, list) => value < Math.min(...list) || value > Math.max(...list);
const moved = (x, y) => (outside(median(y), x) && outside(median(x), y) ? "MOVED" : "within");

try {
  // A slowdown given (say, a quiet host's calibration) keeps a busy host's from reading as a fast phone.
  const slowdown = values.slowdown ? Number(values.slowdown) : (await calibrate(a.origin)).slowdown;
  console.log(`A ${positionals[0]}\nB ${positionals[1]}\nCPU slowdown ${slowdown}x, ${runs} runs each, in turns\n`);
  const lighthouse = { cpuSlowdown: slowdown, method: "devtools" };
  for (const [kind, path] of pages) {
    const results = [[], []];
    for (let run = 0; run < runs; run += 1)
      for (const [index, server] of inTurn(run))
        results[index].push(figures(await lighthouseRun(`${server.origin}${path}`, lighthouse)));
    for (const [key, format] of [
      ["performance", String],
      ["tbt", (value) => `${value.toFixed(0)} ms`],
      ["lcp", (value) => `${(value / 1000).toFixed(2)} s`],
      ["mainThread", (value) => `${value.toFixed(0)} ms`],
      ["cls", (value) => value.toFixed(3)],
    ]) {
      const [x, y] = results.map((reports) => reports.map((report) => report[key]));
      console.log(
        `${kind.padEnd(9)} ${key.padEnd(12)} A ${spread(x, format).padEnd(28)} B ${spread(y, format).padEnd(28)} ${moved(x, y)}`,
      );
    }
  }
  if (taps.length) {
    const browser = await tapBrowser();
    try {
      for (const tap of taps)
        for (const when of ["load", "idle"]) {
          const results = [[], []];
          for (let run = 0; run < runs; run += 1)
            for (const [index, server] of inTurn(run))
              results[index].push(await tapOnce(browser, server.origin, tap, when, slowdown));
          const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(0)} ms` : "never");
          for (const key of ["response", "ms", ...(tap.filled ? ["filled"] : [])]) {
            const [x, y] = results.map((list) => list.map((result) => result[key] ?? Number.POSITIVE_INFINITY));
            const name = `tap ${when} ${tap.name} ${key === "ms" ? "done" : key}`;
            console.log(`${name.padEnd(60)} A ${spread(x, ms).padEnd(28)} B ${spread(y, ms).padEnd(28)} ${moved(x, y)}`);
          }
        }
    } finally {
      await browser.close();
    }
  }
} finally {
  for (const server of servers) await server.stop();
}
