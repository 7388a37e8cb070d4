// One upstream read that is the same for every shopper (recipe search, its filters, categories),
// validated and cached in KV for an hour like the product list (spec 000 §9): served stale while it
// revalidates, and for a day when the upstream fails. The query must already be normalised: it is the
// cache key.
import type { Context } from "hono";
import * as v from "valibot";
import { PAGE_MODEL_STALE_IF_ERROR_MS } from "../../shared/cache-windows.ts";
import { ApiError } from "../api-error.ts";
import { createKvCache, type Load } from "../cache/kv-cache.ts";
import { CONTENT_ANSWER_KEYS } from "../cache/content-answer-keys.ts";
import type { AppBindings } from "../env.ts";
import { createUpstream, UPSTREAM_TIMEOUTS_MS } from "../upstream/upstream-call.ts";
import { UpstreamError } from "../upstream/upstream-error.ts";

const FRESH_MS = 60 * 60 * 1000;
const WINDOWS = {
  freshMs: FRESH_MS,
  staleWhileRevalidateMs: 2 * FRESH_MS,
  staleIfErrorMs: PAGE_MODEL_STALE_IF_ERROR_MS,
  timeoutMs: UPSTREAM_TIMEOUTS_MS.content,
};

export interface UpstreamRead<T> {
  path: string;
  query: URLSearchParams;
  schema: v.GenericSchema<unknown, T>;
  /** The message of a 400 the upstream gives for the query (the worker's own checks come first). */
  refusedMessageId: string;
}

/** Answers the read as JSON with its X-Cache status, or throws the ApiError/UpstreamError to answer. */
export async function answerCachedRead<T>(c: Context<AppBindings>, read: UpstreamRead<T>): Promise<Response> {
  const upstream = createUpstream(c.env, c.executionCtx);
  const cache = createKvCache(read.schema, WINDOWS, {
    kv: c.env.PAGE_MODELS,
    waitUntil: (promise) => c.executionCtx.waitUntil(promise),
  });
  const load = async (): Promise<Load<T>> => {
    const response = await upstream.call(read.path, { timeout: "content", query: read.query });
    if (response.status === 400) throw new ApiError(400, read.refusedMessageId);
    if (!response.ok) throw new UpstreamError(`${read.path} answered ${response.status}`, 502);
    const parsed = v.safeParse(read.schema, await response.json().catch(() => null));
    if (!parsed.success) throw new UpstreamError(`${read.path} sent an invalid answer: ${v.summarize(parsed.issues)}`, 502);
    return { found: true, value: parsed.output };
  };
  const result = await cache.get(`${CONTENT_ANSWER_KEYS.upstreamReads}${read.path}?${read.query}`, load);
  c.header("X-Cache", result.cache);
  c.header("Cache-Control", "public, max-age=300");
  if (!result.load.found) throw new ApiError(404, /*i18n*/ "api.not-found", { values: { path: c.req.path } });
  return c.json(result.load.value as object);
}
