// The middleware that gives each request its scope (request id, page type, upstream calls) and, once
// the answer has started, records what kind of request it was, its status, how the page cache served
// it and what the upstream did: Server-Timing for the browser, a record for the ops page.
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { setMetric } from "hono/timing";
import type { AppBindings } from "../env.ts";
import { log } from "./log.ts";
import { openMeasurementStore } from "./measurement-store.ts";
import type { RequestKind } from "./measurements.ts";
import { currentRequestScope, inRequestScope, newRequestScope } from "./request-scope.ts";

/** Addresses that are not the shop's traffic: health checks, the beacons themselves and the ops page. */
const UNRECORDED = /^\/(?:healthz$|api\/rum$|ops(?:\/|$))/;
const PAGE_PATH = /^\/(?:fi|en|sv)(?:\/|$)/;

export const recordRequests = createMiddleware<AppBindings>(async (c, next) => {
  // A call the worker makes to itself (the render's /api calls) belongs to the request that made it.
  if (currentRequestScope()) return next();
  // Cloudflare's ray id ties the worker's lines to its own request logs; a local run has none.
  const scope = newRequestScope(c.req.header("cf-ray") ?? crypto.randomUUID());
  c.header("X-Request-Id", scope.requestId);
  await inRequestScope(scope, next);
  if (scope.upstream.slowestMs !== null) setMetric(c, "upstream", scope.upstream.slowestMs, "Slowest upstream call");
  const { pathname } = new URL(c.req.url);
  if (UNRECORDED.test(pathname)) return;
  const at = Date.now();
  const record = {
    kind: requestKind(pathname, c),
    pageType: scope.pageType,
    status: c.res.status,
    cache: c.res.headers.get("X-Cache"),
    upstreamCalls: scope.upstream.count,
    upstreamMs: scope.upstream.slowestMs,
    upstreamStatus: scope.upstream.worstStatus,
  };
  c.executionCtx.waitUntil(
    inRequestScope(scope, () =>
      openMeasurementStore(c.env)
        .recordRequest(record, at)
        .catch((error: unknown) => log.error("The request record could not be stored", { error })),
    ),
  );
});

function requestKind(pathname: string, c: Context): RequestKind {
  if (pathname === "/api/cda/content") return "page-model";
  if (pathname.startsWith("/api/")) return "api";
  if (PAGE_PATH.test(pathname) && c.res.headers.get("content-type")?.startsWith("text/html")) return "page";
  return "other";
}
