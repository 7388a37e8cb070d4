// A generated day of field measurements and request records for the ops page in embedded mode, so a
// fresh clone's page has something to show: written (marked demo = 1) when the last 24 hours hold no
// demo rows. The figures are plausible, not real: page types in proportion to a shop's traffic,
// web vitals spread log-normally around values a phone on 4G sees, a busier evening, and one bad
// hour in the afternoon when the upstream slowed and failed, to show what that looks like.
import type { FieldBeacon } from "../../shared/schemas/field-beacon.ts";
import { FIELD_MEASUREMENTS, fieldRows, insertStatements, REQUEST_RECORDS, requestRow } from "./d1-store.ts";
import type { RequestRecord } from "./measurements.ts";
import { HOUR_MS } from "./ops-figures.ts";

type PageType = FieldBeacon["pageType"];

/** Page types, their share of page loads and their median LCP and INP (ms). */
const PAGES: [PageType, number, number, number][] = [
  ["start", 24, 1700, 110],
  ["category", 20, 2150, 150],
  ["product", 24, 2300, 140],
  ["landing", 6, 1800, 90],
  ["article", 5, 1900, 80],
  ["search-result", 7, 2000, 170],
  ["cart", 8, 1600, 190],
  ["checkout", 6, 1750, 220],
];
const CONNECTIONS: [FieldBeacon["connection"], number][] = [
  ["4g", 70],
  ["3g", 18],
  ["unknown", 12],
];
const NAVIGATIONS: [FieldBeacon["navigationType"], number][] = [
  ["navigate", 80],
  ["reload", 6],
  ["back-forward", 8],
  ["back-forward-cache", 6],
];
/** Page loads in each hour of the day (Finnish time, roughly): quiet at night, busiest in the evening. */
const LOADS_BY_HOUR = [4, 3, 2, 2, 2, 3, 6, 10, 14, 16, 18, 20, 22, 20, 19, 20, 22, 26, 32, 36, 34, 26, 16, 8];
/** Worker requests per page load: its page-model and API calls besides the page itself. */
const REQUESTS_PER_LOAD = 4;
/** The afternoon hour (hours ago) when the upstream slowed down and failed. */
const BAD_HOUR_AGO = 6;

/** The same day every time (mulberry32), so the demo reads the same on every clone. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Draw = () => number;

const pick = <T>(draw: Draw, choices: [T, number, ...unknown[]][]): [T, number, ...unknown[]] => {
  const total = choices.reduce((sum, choice) => sum + choice[1], 0);
  let point = draw() * total;
  for (const choice of choices) {
    point -= choice[1];
    if (point < 0) return choice;
  }
  return choices.at(-1)!;
};

/** Log-normal around `median` (Box-Muller), the shape web timings have. */
const around = (draw: Draw, median: number, spread: number) =>
  median * Math.exp(spread * Math.sqrt(-2 * Math.log(1 - draw())) * Math.cos(2 * Math.PI * draw()));

function pageLoad(draw: Draw): FieldBeacon {
  const [pageType, , lcp, inp] = pick(draw, PAGES) as [PageType, number, number, number];
  const connection = pick(draw, CONNECTIONS)[0];
  const slow = connection === "3g" ? 1.5 : 1;
  const shifted = draw() < 0.08;
  return {
    pageType,
    connection,
    navigationType: pick(draw, NAVIGATIONS)[0],
    measurements: [
      { name: "LCP", value: Math.round(around(draw, lcp * slow, 0.4)), target: "main img" },
      { name: "INP", value: Math.round(around(draw, inp, 0.5)), target: "main button" },
      { name: "CLS", value: shifted ? Math.round(around(draw, 0.14, 0.3) * 1000) / 1000 : Math.round(draw() * 30) / 1000 },
      { name: "TTFB", value: Math.round(around(draw, 320 * slow, 0.35)) },
    ],
  };
}

function request(draw: Draw, pageType: PageType, first: boolean, badHour: boolean): RequestRecord {
  const kind = first ? "page" : draw() < 0.35 ? "page-model" : "api";
  const cached = kind !== "api";
  const cache = cached
    ? (pick(draw, [
        ["HIT", 82],
        ["STALE", 7],
        ["MISS", 10],
        ["BYPASS", 1],
      ])[0] as string)
    : null;
  const calls = !cached ? 1 + Math.floor(draw() * 2) : cache === "MISS" || cache === "BYPASS" ? 1 : 0;
  const failed = calls > 0 && draw() < (badHour ? 0.09 : 0.004);
  const upstreamMs = calls > 0 ? Math.round(around(draw, badHour ? 900 : 120, 0.5)) : null;
  return {
    kind,
    pageType: kind === "api" ? null : pageType,
    status: failed ? 502 : 200,
    cache,
    upstreamCalls: calls,
    upstreamMs: failed && badHour ? 2000 : upstreamMs,
    upstreamStatus: calls > 0 ? (failed ? (badHour ? 504 : 502) : 200) : null,
  };
}

/** The demo day's rows up to `now`: field measurements and request records, times spread over each hour. */
export function demoDay(now: number) {
  const draw = random(41);
  const field: ReturnType<typeof fieldRows> = [];
  const requests: ReturnType<typeof requestRow>[] = [];
  const current = Math.floor(now / HOUR_MS) * HOUR_MS;
  for (let ago = 23; ago >= 0; ago--) {
    const start = current - ago * HOUR_MS;
    const localHour = new Date(start).getUTCHours() + 2;
    const loads = LOADS_BY_HOUR[localHour % 24]!;
    for (let load = 0; load < loads; load++) {
      // Within the hour, and never after now.
      const at = Math.min(start + Math.floor(draw() * HOUR_MS), now);
      const beacon = pageLoad(draw);
      field.push(...fieldRows(beacon, at, 1));
      for (let index = 0; index < REQUESTS_PER_LOAD; index++)
        requests.push(requestRow(request(draw, beacon.pageType, index === 0, ago === BAD_HOUR_AGO), at, 1));
    }
  }
  return { field, requests };
}

const pending = new WeakMap<D1Database, Promise<void>>();

/** Writes a demo day when the last 24 hours have none; true when the figures include demo rows. */
export async function keepDemoDay(db: D1Database, now: number): Promise<boolean> {
  const found = await db
    .prepare("SELECT 1 FROM field_measurements WHERE demo = 1 AND recorded_at >= ?1 LIMIT 1")
    .bind(now - 24 * HOUR_MS)
    .first();
  if (found) return true;
  // Two first visits at once write one day.
  let writing = pending.get(db);
  if (!writing) {
    const { field, requests } = demoDay(now);
    writing = db
      .batch([...insertStatements(db, FIELD_MEASUREMENTS, field), ...insertStatements(db, REQUEST_RECORDS, requests)])
      .then(() => undefined)
      .finally(() => pending.delete(db));
    pending.set(db, writing);
  }
  await writing;
  return true;
}
