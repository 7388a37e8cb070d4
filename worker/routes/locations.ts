// The locations list and city options for the browser (spec 001 §7): GET /api/locations and
// GET /api/locations/cities. Every parameter is checked (a malformed one is a 400 naming it, unknown
// ones are dropped), the checked query is forwarded through the one upstream call and the answer is
// validated, then kept as a list made from the CMS's pages (the same for every shopper).
import { Hono } from "hono";
import {
  CityOptionsQuerySchema,
  CityOptionsSchema,
  LocationListSchema,
  LocationQuerySchema,
} from "../../shared/schemas/locations.ts";
import { CACHE_STRATEGIES } from "../cache/strategies.ts";
import type { AppBindings } from "../env.ts";
import { query } from "../middleware/query.ts";
import { answerUpstreamRead } from "./cached-upstream-read.ts";

/**
 * The checked query as the upstream gets it and the cache keys it: known parameters only, in name
 * order, empty words and cities left out, categoryIds one sorted comma list, defaults written out.
 */
function upstreamQuery(checked: Record<string, unknown>): URLSearchParams {
  const entries = Object.entries(checked)
    .map(([name, value]): [string, string] => [name, Array.isArray(value) ? value.join(",") : String(value)])
    .filter(([, value]) => value !== "")
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return new URLSearchParams(entries);
}

const QUERY_INVALID = /*i18n*/ "api.location-query-invalid";

export const locationRoutes = new Hono<AppBindings>()
  .get("/", query(LocationQuerySchema, QUERY_INVALID), (c) =>
    answerUpstreamRead(c, CACHE_STRATEGIES.contentListing, {
      path: "/api/cda/locations",
      query: upstreamQuery(c.req.valid("query")),
      schema: LocationListSchema,
      refusedMessageId: QUERY_INVALID,
    }),
  )
  .get("/cities", query(CityOptionsQuerySchema, QUERY_INVALID), (c) =>
    answerUpstreamRead(c, CACHE_STRATEGIES.contentListing, {
      path: "/api/cda/locations/cities",
      query: upstreamQuery(c.req.valid("query")),
      schema: CityOptionsSchema,
      refusedMessageId: QUERY_INVALID,
    }),
  );
