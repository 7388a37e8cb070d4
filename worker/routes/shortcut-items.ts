// The shortcut items call for the browser (spec 001 §7 "Shortcut items for a block id", decision
// 054): GET /api/shortcuts/{blockId}?indexWhereToContinue=&nextContentReferenceItem=&language=,
// validated, forwarded to the content service's /api/cda/shortcuts/{blockId} with the spec's names and
// cached in KV for the spec's hour of blocks (the same for every shopper). Other parameters are dropped.
import { Hono } from "hono";
import * as v from "valibot";
import { PAGE_MODEL_STALE_IF_ERROR_MS } from "../../shared/cache-windows.ts";
import { LANGUAGES } from "../../shared/languages.ts";
import { ShortcutItemsResponseSchema } from "../../shared/schemas/shortcuts.ts";
import { ApiError } from "../api-error.ts";
import { createKvCache, type Load } from "../cache/kv-cache.ts";
import { CONTENT_ANSWER_KEYS } from "../cache/content-answer-keys.ts";
import type { AppBindings } from "../env.ts";
import { createUpstream, UPSTREAM_TIMEOUTS_MS } from "../upstream/upstream-call.ts";
import { UpstreamError } from "../upstream/upstream-error.ts";

/** Spec 000 §9: page and block cache lifetime one hour. */
const BLOCK_FRESH_MS = 60 * 60 * 1000;
const WINDOWS = {
  freshMs: BLOCK_FRESH_MS,
  staleWhileRevalidateMs: 2 * BLOCK_FRESH_MS,
  staleIfErrorMs: PAGE_MODEL_STALE_IF_ERROR_MS,
  timeoutMs: UPSTREAM_TIMEOUTS_MS.content,
};

const WholeNumber = (max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^\d{1,9}$/, "must be a whole number"),
    v.transform(Number),
    v.maxValue(max, `must be at most ${max}`),
  );

const ShortcutItemsQuerySchema = v.object({
  indexWhereToContinue: v.optional(WholeNumber(10_000), "0"),
  nextContentReferenceItem: v.optional(WholeNumber(999_999_999)),
  language: v.optional(v.picklist(LANGUAGES, "must be fi, en or sv"), "fi"),
});

/** The upstream's query, in the spec's names: what the cache keys on. */
function upstreamQuery(url: URL): URLSearchParams {
  const known = Object.fromEntries(
    [...url.searchParams].filter(([name]) => Object.hasOwn(ShortcutItemsQuerySchema.entries, name)),
  );
  const parsed = v.safeParse(ShortcutItemsQuerySchema, known);
  if (!parsed.success) {
    const errors = parsed.issues.map((issue) => ({ key: v.getDotPath(issue) ?? "query", value: issue.message }));
    throw new ApiError(400, /*i18n*/ "api.shortcuts-query-invalid", { errors });
  }
  const query = new URLSearchParams({
    CurrentLanguage: parsed.output.language,
    IndexWhereToContinue: String(parsed.output.indexWhereToContinue),
  });
  const next = parsed.output.nextContentReferenceItem;
  if (next !== undefined) query.set("NextContentReferenceItem", String(next));
  return query;
}

// A block id is digits; anything else names no block (a plain parameter, so the 405 table knows the path).
export const shortcutItemRoutes = new Hono<AppBindings>().get("/:blockId", async (c) => {
  const blockId = c.req.param("blockId");
  if (!/^\d{1,9}$/.test(blockId)) throw new ApiError(404, /*i18n*/ "api.not-found", { values: { path: c.req.path } });
  const query = upstreamQuery(new URL(c.req.url));
  const upstream = createUpstream(c.env, c.executionCtx);
  const cache = createKvCache(ShortcutItemsResponseSchema, WINDOWS, {
    kv: c.env.PAGE_MODELS,
    waitUntil: (promise) => c.executionCtx.waitUntil(promise),
  });
  const path = `/api/cda/shortcuts/${blockId}`;
  const load = async (): Promise<Load<v.InferOutput<typeof ShortcutItemsResponseSchema>>> => {
    const response = await upstream.call(path, { timeout: "content", query });
    if (response.status === 404) {
      await response.body?.cancel();
      return { found: false, status: 404 };
    }
    if (!response.ok) throw new UpstreamError(`Content service answered ${response.status} for ${path}`, 502);
    const parsed = v.safeParse(ShortcutItemsResponseSchema, await response.json().catch(() => null));
    if (!parsed.success) throw new UpstreamError(`Content service sent invalid shortcuts: ${v.summarize(parsed.issues)}`, 502);
    return { found: true, value: parsed.output };
  };
  const result = await cache.get(`${CONTENT_ANSWER_KEYS.shortcuts}${path}?${query}`, load);
  c.header("X-Cache", result.cache);
  if (!result.load.found) throw new ApiError(404, /*i18n*/ "api.not-found", { values: { path: c.req.path } });
  c.header("Cache-Control", "public, max-age=300");
  return c.json(result.load.value);
});
