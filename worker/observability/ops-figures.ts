// The figures the ops page shows, read from wherever the measurements are kept: D1 in embedded mode,
// Analytics Engine's SQL API in remote mode. p75 of the web vitals per page type, the page cache's
// answers and the upstream's time and errors, over the last day and the last week.
import type { FieldMetric } from "../../shared/field-measurements.ts";

export const WINDOWS = { day: 24 * 60 * 60 * 1000, week: 7 * 24 * 60 * 60 * 1000 } as const;
export type Window = keyof typeof WINDOWS;

export interface VitalFigure {
  metric: FieldMetric;
  pageType: string;
  window: Window;
  /** The 75th percentile: ms for LCP, INP and TTFB, a score for CLS. */
  p75: number;
  count: number;
}

export interface CacheFigure {
  window: Window;
  /** X-Cache: HIT, STALE, MISS or BYPASS. */
  status: string;
  count: number;
}

/** Requests that called the upstream: how many, how many of them failed (5xx, unreachable, timed out), how slow. */
export interface UpstreamFigure {
  requests: number;
  errors: number;
  /** The 75th percentile of each request's slowest upstream call, ms. */
  p75Ms: number | null;
}

export interface OpsFigures {
  source: "d1" | "analytics-engine";
  /** Embedded mode mixes in a generated demo day, so a fresh clone's page is never empty. */
  includesDemo: boolean;
  vitals: VitalFigure[];
  cache: CacheFigure[];
  upstream: Record<Window, UpstreamFigure>;
  /** The last 24 hours, oldest first; `hour` is the hour's start (ms). */
  upstreamHours: (UpstreamFigure & { hour: number })[];
}

export const HOUR_MS = 60 * 60 * 1000;

export const NO_UPSTREAM_CALLS: UpstreamFigure = { requests: 0, errors: 0, p75Ms: null };

/** The 24 hours up to now, oldest first, each with its figure or none. */
export function lastDayHours(now: number, byHour: Map<number, UpstreamFigure>): OpsFigures["upstreamHours"] {
  const current = Math.floor(now / HOUR_MS) * HOUR_MS;
  return Array.from({ length: 24 }, (_, index) => {
    const hour = current - (23 - index) * HOUR_MS;
    return { hour, ...(byHour.get(hour) ?? NO_UPSTREAM_CALLS) };
  });
}
