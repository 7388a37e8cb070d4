// Measurements in D1 (embedded mode), for the ops page of a fresh clone. Rows are written after the
// answer (waitUntil), one write a request.
import type { FieldBeacon } from "../../shared/schemas/field-beacon.ts";
import { type MeasurementStore, type RequestRecord, toMinute } from "./measurements.ts";

/** D1 binds at most 100 values a statement. */
const MAX_BOUND_VALUES = 100;

/**
 * The tables come with the embedded backend's migrations, applied on its first use in an isolate; a
 * remote-only build has neither (and stores in Analytics Engine).
 */
const loadDatabasePreparation =
  import.meta.env.VITE_EMBEDDED_BACKEND === "off"
    ? null
    : async () => (await import("../upstream/embedded/database.ts")).ensureDatabase;

export async function prepareMeasurementTables(db: D1Database): Promise<void> {
  if (!loadDatabasePreparation) throw new Error("This build has no embedded backend: measurements go to Analytics Engine");
  await (await loadDatabasePreparation())(db);
}

export interface Table {
  name: string;
  columns: readonly string[];
}

export const FIELD_MEASUREMENTS: Table = {
  name: "field_measurements",
  columns: ["recorded_at", "page_type", "metric", "value", "navigation_type", "connection", "target", "demo"],
};
export const REQUEST_RECORDS: Table = {
  name: "request_records",
  columns: ["recorded_at", "kind", "page_type", "status", "cache", "upstream_calls", "upstream_ms", "upstream_status", "demo"],
};

type Row = readonly (string | number | null)[];

/** Multi-row INSERTs of the rows, each within D1's limit of bound values. */
export function insertStatements(db: D1Database, table: Table, rows: readonly Row[]): D1PreparedStatement[] {
  const perStatement = Math.floor(MAX_BOUND_VALUES / table.columns.length);
  const placeholders = `(${table.columns.map(() => "?").join(", ")})`;
  const statements: D1PreparedStatement[] = [];
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement);
    const sql = `INSERT INTO ${table.name} (${table.columns.join(", ")}) VALUES ${chunk.map(() => placeholders).join(", ")}`;
    statements.push(db.prepare(sql).bind(...chunk.flat()));
  }
  return statements;
}

export const fieldRows = (beacon: FieldBeacon, at: number, demo = 0): Row[] =>
  beacon.measurements.map((measurement) => [
    toMinute(at),
    beacon.pageType,
    measurement.name,
    measurement.value,
    beacon.navigationType,
    beacon.connection,
    "target" in measurement ? (measurement.target ?? null) : null,
    demo,
  ]);

export const requestRow = (record: RequestRecord, at: number, demo = 0): Row => [
  toMinute(at),
  record.kind,
  record.pageType,
  record.status,
  record.cache,
  record.upstreamCalls,
  record.upstreamMs,
  record.upstreamStatus,
  demo,
];

/**
 * One write for the rows of one request, in that request's own waitUntil: a batch shared between
 * requests had a request wait on a promise another request's context made, which the runtime cancels
 * as hung once that request has ended.
 */
async function write(db: D1Database, table: Table, rows: readonly Row[]): Promise<void> {
  if (!rows.length) return;
  await prepareMeasurementTables(db);
  await db.batch(insertStatements(db, table, rows));
}

export function d1Store(db: D1Database): MeasurementStore {
  return {
    recordBeacon: (beacon, at) => write(db, FIELD_MEASUREMENTS, fieldRows(beacon, at)),
    recordRequest: (record, at) => write(db, REQUEST_RECORDS, [requestRow(record, at)]),
  };
}
