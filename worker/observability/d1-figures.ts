// The ops page's figures from D1 (embedded mode). SQLite has no percentile function: p75 is the
// nearest-rank value, the row at position ceil(0.75 n) = (3n + 3) / 4 of its group by value.
import type { FieldMetric } from "../../shared/field-measurements.ts";
import { flushRequestRecords, prepareMeasurementTables } from "./d1-store.ts";
import { keepDemoDay } from "./demo-measurements.ts";
import {
  HOUR_MS,
  lastDayHours,
  NO_UPSTREAM_CALLS,
  type OpsFigures,
  type UpstreamFigure,
  type Window,
  WINDOWS,
} from "./ops-figures.ts";

/** Rows older than this are deleted when the page is read: the page shows a week at most. */
const KEPT_MS = 8 * 24 * HOUR_MS;

const VITALS = `
  SELECT page_type AS pageType, metric, value AS p75, n AS count FROM (
    SELECT page_type, metric, value,
      ROW_NUMBER() OVER (PARTITION BY page_type, metric ORDER BY value) AS position,
      COUNT(*) OVER (PARTITION BY page_type, metric) AS n
    FROM field_measurements WHERE recorded_at >= ?1)
  WHERE position = (3 * n + 3) / 4`;

const CACHE = `
  SELECT cache AS status, COUNT(*) AS count FROM request_records
  WHERE recorded_at >= ?1 AND cache IS NOT NULL GROUP BY cache`;

/** Requests that called the upstream, grouped by `group` (an expression of recorded_at). */
const upstreamBy = (group: string) => `
  SELECT grouped, n AS requests, errors, upstream_ms AS p75Ms FROM (
    SELECT ${group} AS grouped, upstream_ms,
      ROW_NUMBER() OVER (PARTITION BY ${group} ORDER BY upstream_ms) AS position,
      COUNT(*) OVER (PARTITION BY ${group}) AS n,
      SUM(CASE WHEN upstream_status >= 500 THEN 1 ELSE 0 END) OVER (PARTITION BY ${group}) AS errors
    FROM request_records WHERE recorded_at >= ?1 AND upstream_calls > 0)
  WHERE position = (3 * n + 3) / 4 ORDER BY grouped`;

type UpstreamRow = UpstreamFigure & { grouped: number };

export async function readD1Figures(db: D1Database, now = Date.now()): Promise<OpsFigures> {
  await prepareMeasurementTables(db);
  await flushRequestRecords(db);
  await db.batch(
    ["field_measurements", "request_records"].map((table) =>
      db.prepare(`DELETE FROM ${table} WHERE recorded_at < ?1`).bind(now - KEPT_MS),
    ),
  );
  const includesDemo = await keepDemoDay(db, now);
  const since = (window: Window) => now - WINDOWS[window];
  const all = async <T>(sql: string, from: number) => (await db.prepare(sql).bind(from).all<T>()).results;

  const windows = ["day", "week"] as const;
  const [vitals, cache, upstream, hours] = await Promise.all([
    Promise.all(windows.map(async (window) => (await all<VitalRow>(VITALS, since(window))).map((row) => ({ ...row, window })))),
    Promise.all(windows.map(async (window) => (await all<CacheRow>(CACHE, since(window))).map((row) => ({ ...row, window })))),
    Promise.all(windows.map(async (window) => (await all<UpstreamRow>(upstreamBy("0"), since(window)))[0])),
    all<UpstreamRow>(upstreamBy(`recorded_at / ${HOUR_MS}`), since("day")),
  ]);
  return {
    source: "d1",
    includesDemo,
    vitals: vitals.flat(),
    cache: cache.flat(),
    upstream: { day: upstreamFigure(upstream[0]), week: upstreamFigure(upstream[1]) },
    upstreamHours: lastDayHours(now, new Map(hours.map((row) => [row.grouped * HOUR_MS, upstreamFigure(row)]))),
  };
}

interface VitalRow {
  pageType: string;
  metric: FieldMetric;
  p75: number;
  count: number;
}

interface CacheRow {
  status: string;
  count: number;
}

const upstreamFigure = (row: UpstreamFigure | undefined): UpstreamFigure =>
  row ? { requests: row.requests, errors: row.errors, p75Ms: row.p75Ms } : NO_UPSTREAM_CALLS;
