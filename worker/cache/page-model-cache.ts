// The page-model cache in KV (DESIGN.md "Request flow rules"): fresh for an hour, served stale while it
// revalidates in waitUntil, served stale when the upstream fails or is slow, one upstream fetch per key
// per isolate, errors never stored.
import * as v from "valibot";
import {
  PAGE_MODEL_FRESH_MS,
  PAGE_MODEL_STALE_IF_ERROR_MS,
  PAGE_MODEL_STALE_WHILE_REVALIDATE_MS,
  UPSTREAM_TIMEOUT_MS,
} from "../../shared/constants.ts";
import { type PageModel, PageModelSchema } from "../../shared/schemas/page-model.ts";
import type { PageModelLoad } from "../upstream/content-client.ts";
import { withTimeout } from "../upstream/upstream-error.ts";

export type CacheStatus = "HIT" | "MISS" | "STALE" | "BYPASS";
export type CachedLoad = { load: PageModelLoad; cache: CacheStatus };

const CacheEntrySchema = v.object({
  key: v.string(),
  storagedDateString: v.pipe(v.string(), v.isoTimestamp()),
  data: PageModelSchema,
});
type CacheEntry = v.InferOutput<typeof CacheEntrySchema>;

/** Upstream loads in flight in this isolate, by cache key: concurrent misses share one fetch. */
const inflight = new Map<string, Promise<PageModelLoad>>();

export interface PageModelCacheOptions {
  kv: KVNamespace;
  waitUntil: (promise: Promise<unknown>) => void;
  now?: () => number;
  timeoutMs?: number;
}

export function createPageModelCache({ kv, waitUntil, now = Date.now, timeoutMs = UPSTREAM_TIMEOUT_MS }: PageModelCacheOptions) {
  const store = async (key: string, model: PageModel) => {
    const entry: CacheEntry = { key, storagedDateString: new Date(now()).toISOString(), data: model };
    await kv.put(key, JSON.stringify(entry), { expirationTtl: Math.ceil(PAGE_MODEL_STALE_IF_ERROR_MS / 1000) });
  };

  /** One upstream load per key per isolate; a successful load is stored in the background. */
  const loadOnce = (key: string, load: () => Promise<PageModelLoad>): Promise<PageModelLoad> => {
    const running = inflight.get(key);
    if (running) return running;
    const promise = load()
      .then((result) => {
        if (result.found) waitUntil(store(key, result.model));
        return result;
      })
      .finally(() => inflight.delete(key));
    inflight.set(key, promise);
    return promise;
  };

  const read = async (key: string): Promise<CacheEntry | null> => {
    const raw = await kv.get(key, "json").catch(() => null);
    if (raw === null) return null;
    const parsed = v.safeParse(CacheEntrySchema, raw);
    return parsed.success ? parsed.output : null;
  };

  return {
    async get(key: string, load: () => Promise<PageModelLoad>): Promise<CachedLoad> {
      const entry = await read(key);
      const age = entry ? now() - Date.parse(entry.storagedDateString) : Number.POSITIVE_INFINITY;
      if (entry && age < PAGE_MODEL_FRESH_MS) return { load: { found: true, model: entry.data }, cache: "HIT" };
      if (entry && age < PAGE_MODEL_STALE_WHILE_REVALIDATE_MS) {
        waitUntil(loadOnce(key, load).catch(() => undefined));
        return { load: { found: true, model: entry.data }, cache: "STALE" };
      }
      const pending = loadOnce(key, load);
      try {
        return { load: await withTimeout(pending, timeoutMs, `Page model ${key}`), cache: "MISS" };
      } catch (error) {
        // Let a slow load finish and fill the cache for the next request.
        waitUntil(pending.catch(() => undefined));
        if (entry && age < PAGE_MODEL_STALE_IF_ERROR_MS) return { load: { found: true, model: entry.data }, cache: "STALE" };
        throw error;
      }
    },
  };
}

export type PageModelCache = ReturnType<typeof createPageModelCache>;
