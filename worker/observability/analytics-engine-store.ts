// Measurements as Analytics Engine data points (remote mode). One dataset holds both kinds, told
// apart by blob1; the page type is the index, so Analytics Engine samples busy page types, not rare
// ones. The columns are named once here, for the writes and the ops page's SQL alike.
import type { FieldBeacon } from "../../shared/schemas/field-beacon.ts";
import type { MeasurementStore, RequestRecord } from "./measurements.ts";

/** Which blob and double holds what, per kind of data point. */
export const COLUMNS = {
  kind: "blob1",
  field: { metric: "blob2", pageType: "blob3", navigationType: "blob4", connection: "blob5", target: "blob6", value: "double1" },
  request: {
    kind: "blob2",
    pageType: "blob3",
    cache: "blob4",
    status: "double1",
    upstreamCalls: "double2",
    upstreamMs: "double3",
    upstreamStatus: "double4",
  },
} as const;

export const DATA_POINT_KINDS = { field: "field", request: "request" } as const;

export function analyticsEngineStore(dataset: AnalyticsEngineDataset): MeasurementStore {
  return {
    async recordBeacon(beacon: FieldBeacon) {
      for (const measurement of beacon.measurements) {
        dataset.writeDataPoint({
          indexes: [beacon.pageType],
          blobs: [
            DATA_POINT_KINDS.field,
            measurement.name,
            beacon.pageType,
            beacon.navigationType,
            beacon.connection,
            "target" in measurement ? (measurement.target ?? "") : "",
          ],
          doubles: [measurement.value],
        });
      }
    },
    async recordRequest(record: RequestRecord) {
      dataset.writeDataPoint({
        indexes: [record.pageType ?? record.kind],
        blobs: [DATA_POINT_KINDS.request, record.kind, record.pageType ?? "", record.cache ?? ""],
        // -1 stands for "none": a double cannot be null.
        doubles: [record.status, record.upstreamCalls, record.upstreamMs ?? -1, record.upstreamStatus ?? -1],
      });
    },
  };
}
