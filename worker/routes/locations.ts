// The locations list and city options for the browser (spec 001 §7, decision 052): GET /api/locations
// and GET /api/locations/cities. Every parameter is checked (a malformed one is a 400 naming it,
// unknown ones are dropped), the checked query is forwarded through the one upstream call and the
// answer is validated, then cached in KV for an hour as the same for every shopper (spec 000 §9).
import { Hono } from "hono";
import * as v from "valibot";
import { PAGE_MODEL_STALE_IF_ERROR_MS } from "../../shared/cache-windows.ts";
import {
  CityOptionsQuerySchema,
  CityOptionsSchema,
  LocationListSchema,
  LocationQuerySchema,
} from "../../shared/schemas/locations.ts";
import { ApiError } from "../api-error.ts";
import { createKvCache, type Load } from "../cache/kv-cache.ts";
import { CONTENT_ANSWER_KEYS } from "../cache/content-answer-keys.ts";
import type { AppBindings } from "../env.ts";
import { createUpstream, UPSTREAM_TIMEOUTS_MS } from "../upstream/upstream-call.ts";
import { UpstreamError } from "../upstream/upstream-error.ts";

const LOCATIONS_FRESH_MS = 60 * 60 * 1000;
const WINDOWS = {
  freshMs: LOCATIONS_FRESH_MS,
  staleWhileRevalidateMs: 2 * LOCATIONS_FRESH_MS,
  staleIfErrorMs: PAGE_MODEL_STALE_IF_ERROR_MS,
  timeoutMs: UPSTREAM_TIMEOUTS_MS.content,
};

const ENDPOINTS = {
  "/": { upstream: "/api/cda/locations", query: LocationQuerySchema, answer: LocationListSchema },
  "/cities": { upstream: "/api/cda/locations/cities", query: CityOptionsQuerySchema, answer: CityOptionsSchema },
} as const;

/**
 * The checked query as the upstream gets it and the cache keys it: known parameters only, in name
 * order, empty words and cities left out, categoryIds one sorted comma list, defaults written out.
 */
function checkedQuery(url: URL, schema: v.GenericSchema<Record<string, string>, Record<string, unknown>>): URLSearchParams {
  const input = Object.fromEntries(url.searchParams);
  const categoryIds = url.searchParams.getAll("categoryIds");
  if (categoryIds.length) input.categoryIds = categoryIds.join(",");
  const parsed = v.safeParse(schema, input);
  if (!parsed.success) {
    const errors = parsed.issues.map((issue) => ({ key: v.getDotPath(issue) ?? "query", value: issue.message }));
    throw new ApiError(400, /*i18n*/ "api.location-query-invalid", { errors });
  }
  const entries = Object.entries(parsed.output)
    .map(([name, value]): [string, string] => [name, Array.isArray(value) ? value.join(",") : String(value)])
    .filter(([, value]) => value !== "")
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return new URLSearchParams(entries);
}

export const locationRoutes = new Hono<AppBindings>();

for (const [path, endpoint] of Object.entries(ENDPOINTS)) {
  locationRoutes.get(path, async (c) => {
    const query = checkedQuery(
      new URL(c.req.url),
      endpoint.query as v.GenericSchema<Record<string, string>, Record<string, unknown>>,
    );
    const upstream = createUpstream(c.env, c.executionCtx);
    const cache = createKvCache(endpoint.answer as v.GenericSchema<unknown, unknown>, WINDOWS, {
      kv: c.env.PAGE_MODELS,
      waitUntil: (promise) => c.executionCtx.waitUntil(promise),
    });
    const load = async (): Promise<Load<unknown>> => {
      const response = await upstream.call(endpoint.upstream, { timeout: "content", query });
      if (response.status === 400) throw new ApiError(400, /*i18n*/ "api.location-query-invalid");
      if (!response.ok) throw new UpstreamError(`Locations answered ${response.status}`, 502);
      const parsed = v.safeParse(endpoint.answer, await response.json().catch(() => null));
      if (!parsed.success) throw new UpstreamError(`Locations sent an invalid answer: ${v.summarize(parsed.issues)}`, 502);
      return { found: true, value: parsed.output };
    };
    const result = await cache.get(`${CONTENT_ANSWER_KEYS.locations}${endpoint.upstream}?${query}`, load);
    c.header("X-Cache", result.cache);
    if (!result.load.found) throw new ApiError(404, /*i18n*/ "api.not-found", { values: { path: c.req.path } });
    // The same for everyone: browsers and shared caches may keep it a while.
    c.header("Cache-Control", "public, max-age=300");
    return c.json(result.load.value);
  });
}
