// The content search for the browser (and SSR): GET /api/search/content, every parameter validated
// (junk categoryIds dropped by the routing rule, anything else wrong a 400), forwarded to the
// upstream's /api/cda/search/content and cached in KV by the normalised query (decision 053).
import { Hono } from "hono";
import * as v from "valibot";
import { PAGE_MODEL_STALE_IF_ERROR_MS } from "../../shared/cache-windows.ts";
import { contentSearchParams } from "../../shared/rules/content-search-query.ts";
import { pageQueryOf } from "../../shared/rules/page-query.ts";
import { ContentSearchQuerySchema, ContentSearchResponseSchema } from "../../shared/schemas/content-search.ts";
import { ApiError } from "../api-error.ts";
import { createKvCache, type Load } from "../cache/kv-cache.ts";
import { CONTENT_ANSWER_KEYS } from "../cache/content-answer-keys.ts";
import type { AppBindings } from "../env.ts";
import { shopperMarket } from "../session/shopper-market.ts";
import { createUpstream, UPSTREAM_TIMEOUTS_MS } from "../upstream/upstream-call.ts";
import { UpstreamError } from "../upstream/upstream-error.ts";

/** A publish reaches the search within a minute; the same search meanwhile is one upstream call. */
const WINDOWS = {
  freshMs: 60_000,
  staleWhileRevalidateMs: 10 * 60_000,
  staleIfErrorMs: PAGE_MODEL_STALE_IF_ERROR_MS,
  timeoutMs: UPSTREAM_TIMEOUTS_MS.content,
};
/** More chosen facet options than any page offers is junk, not a search. */
const MAX_CATEGORY_IDS = 50;

export const contentSearchRoutes = new Hono<AppBindings>().get("/content", async (c) => {
  const url = new URL(c.req.url);
  const parsed = v.safeParse(ContentSearchQuerySchema, c.req.query());
  if (!parsed.success)
    throw new ApiError(400, /*i18n*/ "api.content-search-query-invalid", {
      errors: parsed.issues.map((issue) => ({ key: v.getDotPath(issue) ?? "query", value: issue.message })),
    });
  const query = contentSearchParams({
    ...parsed.output,
    categoryIds: pageQueryOf(url.searchParams).categoryIds.slice(0, MAX_CATEGORY_IDS),
  });
  // Product hits carry prices: in the market the address names, else the shopper's (and then per cookie).
  if (parsed.output.includeProducts) {
    query.set("market", parsed.output.market ?? shopperMarket(c));
    if (!parsed.output.market) c.header("Vary", "Cookie");
  }
  const upstream = createUpstream(c.env, c.executionCtx);
  const cache = createKvCache(ContentSearchResponseSchema, WINDOWS, {
    kv: c.env.PAGE_MODELS,
    waitUntil: (promise) => c.executionCtx.waitUntil(promise),
  });
  const load = async (): Promise<Load<v.InferOutput<typeof ContentSearchResponseSchema>>> => {
    const response = await upstream.call("/api/cda/search/content", { timeout: "content", query });
    if (response.status === 400) throw new ApiError(400, /*i18n*/ "api.content-search-query-invalid");
    if (!response.ok) throw new UpstreamError(`Content search answered ${response.status}`, 502);
    const answer = v.safeParse(ContentSearchResponseSchema, await response.json().catch(() => null));
    if (!answer.success) throw new UpstreamError(`Content search sent an invalid answer: ${v.summarize(answer.issues)}`, 502);
    return { found: true, value: answer.output };
  };
  const result = await cache.get(`${CONTENT_ANSWER_KEYS.contentSearch}?${query}`, load);
  c.header("X-Cache", result.cache);
  c.header("Cache-Control", "public, max-age=60");
  if (!result.load.found) throw new ApiError(404, /*i18n*/ "api.not-found", { values: { path: c.req.path } });
  return c.json(result.load.value);
});
