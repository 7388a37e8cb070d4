// npm run bench: in one run against the built app in local workerd — sequential time to first byte
// (p50/p95) of a KV-hit page and of a static asset, throughput of each side by side and their ratio,
// and the gzip bytes of JavaScript and CSS that pages load first, each against DESIGN.md's budgets.
import http from "node:http";
import { BUDGETS, kb, pageSizes } from "./sizes.mjs";
import { firstLoadAssets, startServer } from "./server.mjs";

const SEQUENTIAL = 400;
const THROUGHPUT_SECONDS = 4;
const CONCURRENCY = 8;
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

function timeToFirstByte(url) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const request = http.get(url, { agent }, (response) => {
      let first = null;
      response.once("data", () => (first = Number(process.hrtime.bigint() - started) / 1e6));
      response.on("end", () =>
        resolve({
          ms: first ?? Number(process.hrtime.bigint() - started) / 1e6,
          status: response.statusCode,
          cache: response.headers["x-cache"],
        }),
      );
      response.resume();
    });
    request.on("error", reject);
  });
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

async function sequential(url) {
  for (let i = 0; i < 20; i += 1) await timeToFirstByte(url);
  const samples = [];
  for (let i = 0; i < SEQUENTIAL; i += 1) samples.push(await timeToFirstByte(url));
  return {
    p50: percentile(
      samples.map((s) => s.ms),
      50,
    ),
    p95: percentile(
      samples.map((s) => s.ms),
      95,
    ),
    caches: new Set(samples.map((s) => s.cache)),
  };
}

async function throughput(url, seconds) {
  const deadline = Date.now() + seconds * 1000;
  let done = 0;
  const workers = Array.from({ length: CONCURRENCY }, async () => {
    while (Date.now() < deadline) {
      await timeToFirstByte(url);
      done += 1;
    }
  });
  const started = Date.now();
  await Promise.all(workers);
  return done / ((Date.now() - started) / 1000);
}

const server = await startServer();
try {
  const page = `${server.origin}/fi`;
  await timeToFirstByte(page);
  const { js } = await firstLoadAssets(server.origin, "/fi");
  const asset = `${server.origin}${js[0]}`;

  const pageTtfb = await sequential(page);
  const assetTtfb = await sequential(asset);
  // The worker's floor: a trivial JSON route through the same middleware, no page model, no render.
  const floorTtfb = await sequential(`${server.origin}/healthz`);
  // Side by side: alternate short rounds so both see the same machine load.
  const rounds = { page: [], asset: [] };
  for (let round = 0; round < 3; round += 1) {
    rounds.page.push(await throughput(page, THROUGHPUT_SECONDS / 2));
    rounds.asset.push(await throughput(asset, THROUGHPUT_SECONDS / 2));
  }
  const pageRps = percentile(rounds.page, 50);
  const assetRps = percentile(rounds.asset, 50);
  const ratio = pageRps / assetRps;

  const rows = [
    ["page TTFB p50 (KV hit, /fi)", `${pageTtfb.p50.toFixed(2)} ms`, "<= 5 ms", pageTtfb.p50 <= 5],
    ["page TTFB p95", `${pageTtfb.p95.toFixed(2)} ms`, "(report)", true],
    ["static asset TTFB p50", `${assetTtfb.p50.toFixed(2)} ms`, "(report)", true],
    ["worker floor TTFB p50 (/healthz)", `${floorTtfb.p50.toFixed(2)} ms`, "(report)", true],
    ["page render over the floor, p50", `${(pageTtfb.p50 - floorTtfb.p50).toFixed(2)} ms`, "(report)", true],
    ["static asset TTFB p95", `${assetTtfb.p95.toFixed(2)} ms`, "(report)", true],
    ["page throughput (median of 3)", `${pageRps.toFixed(0)} req/s`, "(report)", true],
    ["static throughput (median of 3)", `${assetRps.toFixed(0)} req/s`, "(report)", true],
    ["throughput ratio page/static", ratio.toFixed(2), ">= 0.50", ratio >= 0.5],
  ];
  const pages = [
    "/fi",
    "/en/our-story",
    "/fi/tuotteet/suklaalevyt",
    "/en/products/chocolate-tablets/dark-chocolate/dark-chocolate-70",
    "/sv/produkter/personliga-chokladkakor/personlig-chokladkaka",
  ];
  for (const path of pages) {
    const size = await pageSizes(server.origin, path);
    rows.push([
      `${path.slice(0, 40)} first-load JS (gzip)`,
      kb(size.js),
      `<= ${kb(BUDGETS.firstLoadJs)}`,
      size.js <= BUDGETS.firstLoadJs,
    ]);
    rows.push([
      `${path} page's own JS (gzip)`,
      kb(size.ownJs),
      `<= ${kb(BUDGETS.pageTypeChunk)}`,
      size.ownJs <= BUDGETS.pageTypeChunk,
    ]);
    rows.push([`${path.slice(0, 40)} CSS (gzip)`, kb(size.css), `<= ${kb(BUDGETS.css)}`, size.css <= BUDGETS.css]);
  }
  console.log(`\nKaarna storefront benchmark (${SEQUENTIAL} sequential requests each, ${CONCURRENCY} concurrent for throughput)`);
  console.log(`X-Cache seen on the page: ${[...pageTtfb.caches].join(", ")}\n`);
  for (const [name, value, budget, ok] of rows)
    console.log(`${ok ? "ok  " : "MISS"} ${name.padEnd(64)} ${value.padStart(12)}   budget ${budget}`);
} finally {
  server.stop();
  agent.destroy();
}
