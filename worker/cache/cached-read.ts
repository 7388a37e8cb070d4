// The one cached read every route uses: the route names its strategy, the key, the schema and how to
// load; the strategy says how long the answer is fresh, stale and usable on error, and where it is kept.
import type { Context } from "hono";
import type * as v from "valibot";
import { ApiError } from "../api-error.ts";
import type { AppBindings } from "../env.ts";
import { type CacheStrategy, browserCacheControl } from "./strategies.ts";
import { type CachedLoad, createStrategyCache, type Load } from "./strategy-cache.ts";

export interface CachedRead<T> {
  /** What the answer varies by, normalised: the same answer for every request with this key. */
  key: string;
  schema: v.GenericSchema<unknown, T>;
  /** Loads from the upstream; a thrown error or a missing answer is never stored. */
  load: () => Promise<Load<T>>;
  /** Finishes a value read back from the store (HTML fields pass the sanitiser again). */
  revive?: (value: T) => T | Promise<T>;
}

export function cachedRead<T>(c: Context<AppBindings>, strategy: CacheStrategy, read: CachedRead<T>): Promise<CachedLoad<T>> {
  const cache = createStrategyCache(
    strategy,
    read.schema,
    { kv: c.env.PAGE_MODELS, waitUntil: (promise) => c.executionCtx.waitUntil(promise) },
    read.revive,
  );
  return cache.get(read.key, read.load);
}

/**
 * The read as a JSON answer with its `X-Cache` status and the strategy's Cache-Control; a missing
 * answer throws `notFound` (a plain 404 unless the route names its own).
 */
export async function answerCachedRead<T>(
  c: Context<AppBindings>,
  strategy: CacheStrategy,
  read: CachedRead<T> & { notFound?: () => Error },
): Promise<Response> {
  const result = await cachedRead(c, strategy, read);
  c.header("X-Cache", result.cache);
  const cacheControl = browserCacheControl(strategy);
  if (cacheControl) c.header("Cache-Control", cacheControl);
  if (!result.load.found)
    throw read.notFound?.() ?? new ApiError(404, /*i18n*/ "api.not-found", { values: { path: c.req.path } });
  return c.json(result.load.value as object);
}
