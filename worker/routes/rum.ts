// POST /api/rum: the field measurement beacon of a sampled page load (client/analytics/field-reporter.ts).
// It is read while it streams and refused past 4 KB (413), checked with valibot (400), limited per
// client address (429) and answered 204 before it is stored. No cookie is read or set, and nothing
// that could name the sender (address, user agent, a time finer than the minute) is kept: the
// address is only the rate limit's key. Answers have no body: a beacon's sender never reads one.
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import * as v from "valibot";
import { FIELD_BEACON_MAX_BYTES } from "../../shared/field-measurements.ts";
import { FieldBeaconSchema } from "../../shared/schemas/field-beacon.ts";
import type { AppBindings } from "../env.ts";
import { log } from "../observability/log.ts";
import { openMeasurementStore } from "../observability/measurement-store.ts";

/** sendBeacon sends a string as text/plain; a Blob could say JSON. Nothing else is a beacon. */
const BEACON_TYPE = /^(?:text\/plain|application\/json)\s*(?:;|$)/i;

const capBeacon = bodyLimit({ maxSize: FIELD_BEACON_MAX_BYTES, onError: (c) => c.body(null, 413) });

/** Only this site's pages send beacons (browsers say so in Origin or Sec-Fetch-Site), as text, not too often. */
const beaconGuard = createMiddleware<AppBindings>(async (c, next) => {
  const origin = c.req.header("origin");
  const sameSite = origin ? origin === new URL(c.req.url).origin : c.req.header("sec-fetch-site") === "same-origin";
  if (!sameSite) return c.body(null, 403);
  if (!BEACON_TYPE.test(c.req.header("content-type") ?? "")) return c.body(null, 415);
  // Cloudflare sets cf-connecting-ip; a local run has none and shares one counter.
  const address = c.req.header("cf-connecting-ip") ?? "local";
  if (!(await c.env.BEACONS_BY_ADDRESS.limit({ key: `address:${address}` })).success) return c.body(null, 429);
  await next();
});

export const rumRoutes = new Hono<AppBindings>().post("/rum", beaconGuard, capBeacon, async (c) => {
  let json: unknown;
  try {
    json = JSON.parse(await c.req.text());
  } catch {
    return c.body(null, 400);
  }
  const beacon = v.safeParse(FieldBeaconSchema, json);
  if (!beacon.success) return c.body(null, 400);
  c.executionCtx.waitUntil(
    openMeasurementStore(c.env)
      .recordBeacon(beacon.output, Date.now())
      .catch((error: unknown) => log.error("A field measurement could not be stored", { error })),
  );
  return c.body(null, 204);
});
