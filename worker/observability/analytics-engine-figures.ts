// The ops page's figures from Workers Analytics Engine (remote mode), through its SQL API: one query a
// figure and window, weighted by _sample_interval (Analytics Engine samples busy indexes, and every
// count and quantile must say how many rows a row stands for). Needs the account id and an API token
// with Account Analytics: Read (ANALYTICS_ACCOUNT_ID, ANALYTICS_API_TOKEN).
import * as v from "valibot";
import { FIELD_METRICS } from "../../shared/field-measurements.ts";
import type { Env } from "../env.ts";
import { COLUMNS, DATA_POINT_KINDS } from "./analytics-engine-store.ts";
import {
  HOUR_MS,
  lastDayHours,
  NO_UPSTREAM_CALLS,
  type OpsFigures,
  type UpstreamFigure,
  type Window,
  WINDOWS,
} from "./ops-figures.ts";

const SQL_API = "https://api.cloudflare.com/client/v4/accounts";
const SQL_TIMEOUT_MS = 8000;
const DATASET_NAME = /^[A-Za-z0-9_]+$/;

const { field, request } = COLUMNS;
const days = (window: Window) => WINDOWS[window] / (24 * HOUR_MS);
const within = (window: Window) => `timestamp > NOW() - INTERVAL '${days(window)}' DAY`;
const count = "SUM(_sample_interval)";
const p75 = (column: string) => `quantileExactWeighted(0.75)(${column}, _sample_interval)`;
const upstreamFigures = `${count} AS requests, SUM(IF(${request.upstreamStatus} >= 500, _sample_interval, 0)) AS errors, ${p75(request.upstreamMs)} AS p75Ms`;

/** The SQL of each figure, for a dataset named in MEASUREMENTS_DATASET. */
export function figureQueries(dataset: string) {
  if (!DATASET_NAME.test(dataset)) throw new Error(`MEASUREMENTS_DATASET is not a dataset name: ${JSON.stringify(dataset)}`);
  const fieldRows = `FROM ${dataset} WHERE ${COLUMNS.kind} = '${DATA_POINT_KINDS.field}'`;
  const requestRows = `FROM ${dataset} WHERE ${COLUMNS.kind} = '${DATA_POINT_KINDS.request}'`;
  return {
    vitals: (window: Window) =>
      `SELECT ${field.pageType} AS pageType, ${field.metric} AS metric, ${p75(field.value)} AS p75, ${count} AS count ` +
      `${fieldRows} AND ${within(window)} GROUP BY pageType, metric FORMAT JSON`,
    cache: (window: Window) =>
      `SELECT ${request.cache} AS status, ${count} AS count ${requestRows} AND ${request.cache} != '' AND ${within(window)} ` +
      "GROUP BY status FORMAT JSON",
    upstream: (window: Window) =>
      `SELECT ${upstreamFigures} ${requestRows} AND ${request.upstreamCalls} > 0 AND ${within(window)} FORMAT JSON`,
    upstreamHours: () =>
      `SELECT toUnixTimestamp(toStartOfInterval(timestamp, INTERVAL '1' HOUR)) AS hour, ${upstreamFigures} ` +
      `${requestRows} AND ${request.upstreamCalls} > 0 AND ${within("day")} GROUP BY hour ORDER BY hour FORMAT JSON`,
  };
}

/** Analytics Engine's JSON quotes 64-bit integers: a number may come as a string. */
const Numeric = v.union([v.number(), v.pipe(v.string(), v.transform(Number), v.number())]);
const SqlAnswerSchema = v.object({ data: v.array(v.unknown()) });
const VitalRowSchema = v.object({ pageType: v.string(), metric: v.picklist(FIELD_METRICS), p75: Numeric, count: Numeric });
const CacheRowSchema = v.object({ status: v.string(), count: Numeric });
const UpstreamRowSchema = v.object({ requests: Numeric, errors: Numeric, p75Ms: v.nullish(Numeric) });
const UpstreamHourSchema = v.object({ ...UpstreamRowSchema.entries, hour: Numeric });

/** The figures could not be read: the page says why instead of drawing empty charts. */
export class FiguresUnavailable extends Error {
  constructor(
    readonly reason: "not-configured" | "unreachable",
    options?: ErrorOptions,
  ) {
    super(`Analytics Engine figures: ${reason}`, options);
  }
}

export async function readAnalyticsEngineFigures(env: Env, now = Date.now()): Promise<OpsFigures> {
  const account = env.ANALYTICS_ACCOUNT_ID?.trim();
  const token = env.ANALYTICS_API_TOKEN?.trim();
  if (!account || !token) throw new FiguresUnavailable("not-configured");
  const queries = figureQueries(env.MEASUREMENTS_DATASET);
  const rows = async <S extends v.GenericSchema>(sql: string, schema: S): Promise<v.InferOutput<S>[]> => {
    const answer = await querySql(account, token, sql);
    return v.parse(v.array(schema), answer);
  };
  const [vitalsDay, vitalsWeek, cacheDay, cacheWeek, upstreamDay, upstreamWeek, hours] = await Promise.all([
    rows(queries.vitals("day"), VitalRowSchema),
    rows(queries.vitals("week"), VitalRowSchema),
    rows(queries.cache("day"), CacheRowSchema),
    rows(queries.cache("week"), CacheRowSchema),
    rows(queries.upstream("day"), UpstreamRowSchema),
    rows(queries.upstream("week"), UpstreamRowSchema),
    rows(queries.upstreamHours(), UpstreamHourSchema),
  ]);
  return {
    source: "analytics-engine",
    includesDemo: false,
    vitals: [
      ...vitalsDay.map((row) => ({ ...row, window: "day" as const })),
      ...vitalsWeek.map((row) => ({ ...row, window: "week" as const })),
    ],
    cache: [
      ...cacheDay.map((row) => ({ ...row, window: "day" as const })),
      ...cacheWeek.map((row) => ({ ...row, window: "week" as const })),
    ],
    upstream: { day: upstreamFigure(upstreamDay[0]), week: upstreamFigure(upstreamWeek[0]) },
    upstreamHours: lastDayHours(now, new Map(hours.map((row) => [row.hour * 1000, upstreamFigure(row)]))),
  };
}

function upstreamFigure(row: v.InferOutput<typeof UpstreamRowSchema> | undefined): UpstreamFigure {
  if (!row || row.requests === 0) return NO_UPSTREAM_CALLS;
  return { requests: row.requests, errors: row.errors, p75Ms: row.p75Ms ?? null };
}

async function querySql(account: string, token: string, sql: string): Promise<unknown[]> {
  let response: Response;
  try {
    response = await fetch(`${SQL_API}/${encodeURIComponent(account)}/analytics_engine/sql`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: sql,
      signal: AbortSignal.timeout(SQL_TIMEOUT_MS),
    });
  } catch (error) {
    throw new FiguresUnavailable("unreachable", { cause: error });
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new FiguresUnavailable("unreachable");
  }
  return v.parse(SqlAnswerSchema, await response.json()).data;
}
