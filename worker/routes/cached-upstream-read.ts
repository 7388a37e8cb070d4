// One upstream GET that is the same for every shopper, validated and kept by a cache strategy: the
// route names the strategy, the upstream path, the normalised query (with the path, the cache key)
// and the answer's schema.
import type { Context } from "hono";
import * as v from "valibot";
import { ApiError } from "../api-error.ts";
import { answerCachedRead } from "../cache/cached-read.ts";
import type { CacheStrategy } from "../cache/strategies.ts";
import type { Load } from "../cache/strategy-cache.ts";
import type { AppBindings } from "../env.ts";
import { createUpstream } from "../upstream/upstream-call.ts";
import { UpstreamError } from "../upstream/upstream-error.ts";

export interface UpstreamRead<T> {
  path: string;
  /** Already checked and normalised: it is part of the cache key. */
  query: URLSearchParams;
  schema: v.GenericSchema<unknown, T>;
  /** The message of a 400 the upstream gives for the query (the worker's own checks come first). */
  refusedMessageId?: string;
  /** When the upstream's 404 means there is no such thing: the answer then (otherwise a 404 is a failure). */
  notFound?: () => Error;
  /** Finishes a value from the upstream or the store (HTML fields pass the sanitiser). */
  finish?: (value: T) => T | Promise<T>;
}

/** Answers the read as JSON with its X-Cache status, or throws the ApiError/UpstreamError to answer. */
export function answerUpstreamRead<T>(
  c: Context<AppBindings>,
  strategy: CacheStrategy,
  read: UpstreamRead<T>,
): Promise<Response> {
  const upstream = createUpstream(c.env, c.executionCtx);
  const load = async (): Promise<Load<T>> => {
    const response = await upstream.call(read.path, { timeout: strategy.timeout, query: read.query });
    if (response.status === 404 && read.notFound) {
      await response.body?.cancel();
      return { found: false, status: 404 };
    }
    if (response.status === 400 && read.refusedMessageId) {
      await response.body?.cancel();
      throw new ApiError(400, read.refusedMessageId);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new UpstreamError(`${read.path} answered ${response.status}`, 502);
    }
    const parsed = v.safeParse(read.schema, await response.json().catch(() => null));
    if (!parsed.success) throw new UpstreamError(`${read.path} sent an invalid answer: ${v.summarize(parsed.issues)}`, 502);
    return { found: true, value: read.finish ? await read.finish(parsed.output) : parsed.output };
  };
  return answerCachedRead(c, strategy, {
    key: `${read.path}?${read.query}`,
    schema: read.schema,
    load,
    revive: read.finish,
    notFound: read.notFound,
  });
}
