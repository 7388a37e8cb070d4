// What the worker keeps of field measurements and requests, whichever store keeps it.
import type { FieldBeacon } from "../../shared/schemas/field-beacon.ts";

export const REQUEST_KINDS = ["page", "page-model", "api", "other"] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/** One request the worker answered: what it was, how the cache served it and what the upstream did. */
export interface RequestRecord {
  kind: RequestKind;
  pageType: string | null;
  status: number;
  /** X-Cache of the answer, or null when the page cache had no part in it. */
  cache: string | null;
  upstreamCalls: number;
  upstreamMs: number | null;
  upstreamStatus: number | null;
}

export interface MeasurementStore {
  /** `at` is the arrival time; stores keep it to the minute only. */
  recordBeacon(beacon: FieldBeacon, at: number): Promise<void>;
  recordRequest(record: RequestRecord, at: number): Promise<void>;
}

/** Times are kept to the minute: a finer one could tie a row to one visit in another log. */
export const toMinute = (at: number) => Math.floor(at / 60_000) * 60_000;
