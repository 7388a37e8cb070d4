// The names a field measurement beacon uses, in a module of their own: the browser's reporter needs
// them without the schema that checks a beacon on the worker.

/** A beacon is a few hundred bytes; more than this is refused while it streams (413). */
export const FIELD_BEACON_MAX_BYTES = 4 * 1024;

export const FIELD_METRICS = ["LCP", "INP", "CLS", "TTFB"] as const;
export type FieldMetric = (typeof FIELD_METRICS)[number];

/** web-vitals' navigation types (`back_forward` renamed, bfcache restores and prerenders told apart). */
export const NAVIGATION_TYPES = [
  "navigate",
  "reload",
  "back-forward",
  "back-forward-cache",
  "prerender",
  "restore",
  "soft-navigation",
] as const;

/** The Network Information API's effective types, and `unknown` where a browser has none. */
export const CONNECTIONS = ["slow-2g", "2g", "3g", "4g", "unknown"] as const;
