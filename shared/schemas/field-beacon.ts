// The field measurement beacon (POST /api/rum): what a sampled page load reports of its web vitals,
// with the page type, how it was reached and the connection's class. Nothing in it names a shopper,
// a visit or a device: no id, no address, no time of its own (the worker notes when it arrived).
import * as v from "valibot";
import { PAGE_TYPES } from "../content-types.ts";
import { CONNECTIONS, FIELD_METRICS, NAVIGATION_TYPES } from "../field-measurements.ts";

/** Ten minutes: a longer time is a tab left open, not a measurement. */
const MAX_MILLISECONDS = 600_000;
const Milliseconds = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(MAX_MILLISECONDS));
/** The element web-vitals' attribution names (a CSS selector), cut to what a selector needs. */
const Target = v.optional(v.pipe(v.string(), v.maxLength(200)));

const MeasurementSchema = v.variant("name", [
  v.strictObject({ name: v.literal("LCP"), value: Milliseconds, target: Target }),
  v.strictObject({ name: v.literal("INP"), value: Milliseconds, target: Target }),
  v.strictObject({ name: v.literal("TTFB"), value: Milliseconds }),
  v.strictObject({
    name: v.literal("CLS"),
    value: v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(100)),
    target: Target,
  }),
]);

export const FieldBeaconSchema = v.strictObject({
  pageType: v.picklist(PAGE_TYPES),
  navigationType: v.picklist(NAVIGATION_TYPES),
  connection: v.picklist(CONNECTIONS),
  measurements: v.pipe(
    v.array(MeasurementSchema),
    v.minLength(1),
    v.maxLength(FIELD_METRICS.length),
    v.check((list) => new Set(list.map((item) => item.name)).size === list.length, "one measurement per metric"),
  ),
});

export type FieldBeacon = v.InferOutput<typeof FieldBeaconSchema>;
export type FieldMeasurement = FieldBeacon["measurements"][number];
