// How each web vital reads: where good ends and poor begins (web.dev's Core Web Vitals thresholds,
// the ones web-vitals rates by) and how its values are written.
import type { FieldMetric } from "../../shared/field-measurements.ts";

export const THRESHOLDS: Record<FieldMetric, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  TTFB: { good: 800, poor: 1800 },
};

/** A formatter per metric in the page's language: milliseconds, or CLS's unitless score. */
export function metricFormat(locale: string, metric: FieldMetric): (value: number) => string {
  const format =
    metric === "CLS"
      ? new Intl.NumberFormat(locale, { maximumFractionDigits: 3 })
      : new Intl.NumberFormat(locale, { style: "unit", unit: "millisecond", maximumFractionDigits: 0 });
  return (value) => format.format(value);
}
