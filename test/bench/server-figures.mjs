// Server figures of one running build: time to first byte (p50/p95) of a KV-hit page, a static asset
// and the worker's floor (/healthz), their throughput side by side (7 short rounds in turn; each ratio
// the median of its rounds' ratios), the ratios DESIGN.md budgets, and the page's own Server-Timing
// (cache, upstream, render) as the worker reports it.
// Every request asks as Chromium does (Accept-Encoding), so each answer costs what it costs a shopper;
// the page is also asked uncompressed, in the same turns, since wrangler's dev proxy pays for
// handling a compressed HTML body what Miniflare and the edge do not.
import http from "node:http";

/** What Chromium sends: a page, an asset and /healthz are each asked for compressed, as a browser would. */
const BROWSER_HEADERS = { "accept-encoding": "gzip, deflate, br, zstd" };
const UNCOMPRESSED_HEADERS = { "accept-encoding": "identity" };

const SEQUENTIAL = 400;
const ROUND_SECONDS = 1;
const ROUNDS = 7;
export const CONCURRENCY = 8;

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const median = (values) => percentile(values, 50);

function timeToFirstByte(agent, url, headers = BROWSER_HEADERS) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const request = http.get(url, { agent, headers }, (response) => {
      let first = null;
      response.once("data", () => (first = Number(process.hrtime.bigint() - started) / 1e6));
      response.on("end", () =>
        resolve({
          ms: first ?? Number(process.hrtime.bigint() - started) / 1e6,
          encoding: response.headers["content-encoding"] ?? "identity",
          cache: response.headers["x-cache"],
          serverTiming: response.headers["server-timing"],
        }),
      );
      response.resume();
    });
    request.on("error", reject);
  });
}

/**
 * One request at a time, the URLs taking turns, so each sees the same machine load: a figure is only
 * compared with the floor measured beside it, and this host's load changes within seconds.
 */
async function sequential(agent, requests) {
  const ask = ({ url, headers }) => timeToFirstByte(agent, url, headers);
  for (let i = 0; i < 20; i += 1) for (const request of requests) await ask(request);
  const samples = requests.map(() => []);
  for (let i = 0; i < SEQUENTIAL; i += 1)
    for (const [index, request] of requests.entries()) samples[index].push(await ask(request));
  return samples.map((taken) => {
    const ms = taken.map((s) => s.ms);
    return { p50: median(ms), p95: percentile(ms, 95), samples: taken };
  });
}

async function throughput(agent, url) {
  const deadline = Date.now() + ROUND_SECONDS * 1000;
  let done = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < deadline) {
        await timeToFirstByte(agent, url);
        done += 1;
      }
    }),
  );
  return done / ((Date.now() - started) / 1000);
}

/** Server-Timing over many responses: each metric's median duration, or its most frequent description. */
export function readServerTiming(headers) {
  const metrics = new Map();
  for (const header of headers.filter(Boolean)) {
    for (const entry of header.split(",")) {
      const [name, ...params] = entry.trim().split(";");
      const metric = metrics.get(name) ?? { durations: [], descriptions: [] };
      for (const param of params) {
        const [key, ...rest] = param.trim().split("=");
        const value = rest.join("=");
        if (key === "dur") metric.durations.push(Number(value));
        if (key === "desc") metric.descriptions.push(value.replace(/^"|"$/g, ""));
      }
      metrics.set(name, metric);
    }
  }
  return [...metrics].map(([name, { durations, descriptions }]) => {
    if (durations.length) return `${name} ${median(durations).toFixed(2)} ms`;
    const counts = Object.groupBy(descriptions, (d) => d);
    const frequent = Object.keys(counts).sort((a, b) => counts[b].length - counts[a].length)[0];
    return frequent ? `${name}=${frequent}` : name;
  });
}

/** Rows [name, value, budget, ok] for the server at `origin`, labelled by how it is served. */
export async function serverRows(origin, label, { pagePath, assetPath }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  try {
    const urls = { page: `${origin}${pagePath}`, asset: `${origin}${assetPath}`, floor: `${origin}/healthz` };
    await timeToFirstByte(agent, urls.page); // a miss fills KV; every measured request is a hit
    const [page, asset, floor, uncompressed] = await sequential(agent, [
      { url: urls.page },
      { url: urls.asset },
      { url: urls.floor },
      { url: urls.page, headers: UNCOMPRESSED_HEADERS },
    ]);
    // Side by side: short alternating rounds, so all three see the same machine load.
    const rounds = { page: [], asset: [], floor: [] };
    for (let round = 0; round < ROUNDS; round += 1)
      for (const kind of Object.keys(rounds)) rounds[kind].push(await throughput(agent, urls[kind]));
    const rps = Object.fromEntries(Object.entries(rounds).map(([kind, values]) => [kind, median(values)]));
    // A ratio compares rounds taken one after the other, so a change of the host's load between
    // rounds (seconds apart) moves both sides of it: medians of the kinds taken apart swung 0.72–1.11.
    const ratio = (kind, over) => median(rounds[kind].map((value, round) => value / rounds[over][round]));
    const pageOverStatic = ratio("page", "asset");
    const pageOverFloor = ratio("page", "floor");
    const kinds = (samples, key) => [...new Set(samples.map((s) => s[key]))].join(", ");
    const timing = readServerTiming(page.samples.map((s) => s.serverTiming));
    const ms = (value) => `${value.toFixed(2)} ms`;
    const at = (name) => `[${label}] ${name}`;
    return [
      [
        at(`page TTFB p50 (${pagePath}, X-Cache ${kinds(page.samples, "cache")}, ${kinds(page.samples, "encoding")})`),
        ms(page.p50),
        `<= floor + 1 = ${ms(floor.p50 + 1)}`,
        page.p50 <= floor.p50 + 1,
      ],
      [at("page TTFB p95"), ms(page.p95), "(report)", true],
      [
        at(`page TTFB p50 asked uncompressed (${kinds(uncompressed.samples, "encoding")})`),
        ms(uncompressed.p50),
        "(report)",
        true,
      ],
      [at("worker floor TTFB p50 (/healthz)"), ms(floor.p50), "(report)", true],
      [at("static asset TTFB p50 / p95"), `${ms(asset.p50)} / ${ms(asset.p95)}`, "(report)", true],
      [at("page Server-Timing (medians)"), timing.join(", ") || "(none sent)", "(report)", true],
      [
        at("throughput page / static / healthz"),
        `${[rps.page, rps.asset, rps.floor].map((v) => v.toFixed(0)).join(" / ")} req/s`,
        "(report)",
        true,
      ],
      [at("throughput ratio page/static"), pageOverStatic.toFixed(2), ">= 0.60", pageOverStatic >= 0.6],
      [at("throughput ratio page//healthz"), pageOverFloor.toFixed(2), ">= 0.80", pageOverFloor >= 0.8],
    ];
  } finally {
    agent.destroy();
  }
}
