// A cache that follows one strategy (./strategies.ts) in its store (DESIGN.md "Request flow rules"):
// fresh for a while, then served stale while it revalidates in waitUntil, served stale when the
// upstream fails or is slow, one upstream load per key per isolate, errors and missing entries never
// stored.
import * as v from "valibot";
import { UPSTREAM_TIMEOUTS_MS } from "../upstream/upstream-call.ts";
import { UpstreamError } from "../upstream/upstream-error.ts";
import { boundedKey, entryStore, type StoreBindings, type StoredEntry } from "./entry-stores.ts";
import { lastPublishedAt } from "./publish-mark.ts";
import type { CacheStrategy } from "./strategies.ts";

export type CacheStatus = "HIT" | "MISS" | "STALE" | "BYPASS";
export type Load<T> = { found: true; value: T } | { found: false; status: number };
export type CachedLoad<T> = { load: Load<T>; cache: CacheStatus };

export interface StrategyCacheOptions extends StoreBindings {
  waitUntil: (promise: Promise<unknown>) => void;
  now?: () => number;
  /** Instead of the strategy's upstream timeout (tests use a short one). */
  timeoutMs?: number;
}

/**
 * Upstream loads in flight in this isolate, by key: concurrent misses share one fetch. A load holds
 * its key only for the cache's timeout: one that never settles (a hanging upstream, a request context
 * that ended) must not make every later miss wait for it after the upstream recovered.
 */
const inflight = new Map<string, { promise: Promise<Load<unknown>>; joinableUntil: number }>();

/**
 * Entries this isolate read or wrote in the last few seconds, already parsed: a busy page skips the
 * store read and the schema parse on most requests. Short-lived, so another isolate's refresh shows
 * within seconds; bounded, so memory stays small.
 */
const MEMORY_MS = 5_000;
const MEMORY_ENTRIES = 500;
const memory = new Map<string, { entry: StoredEntry; until: number }>();

/** Drops this isolate's parsed copies (all of them without a key): a purge must not be undone by memory. */
export function forgetRemembered(key?: string) {
  if (key === undefined) memory.clear();
  else memory.delete(key);
}

function remember(key: string, entry: StoredEntry, now: number) {
  memory.delete(key);
  memory.set(key, { entry, until: now + MEMORY_MS });
  if (memory.size > MEMORY_ENTRIES) memory.delete(memory.keys().next().value as string);
}

export function createStrategyCache<T>(
  strategy: CacheStrategy,
  schema: v.GenericSchema<unknown, T>,
  options: StrategyCacheOptions,
  /** Finishes a value read back from the store (HTML fields pass the sanitiser again). */
  revive: (value: T) => T | Promise<T> = (value) => value,
) {
  const { waitUntil, now = Date.now } = options;
  const store = entryStore(strategy, options);
  const timeoutMs = options.timeoutMs ?? UPSTREAM_TIMEOUTS_MS[strategy.timeout];
  // Memory is per isolate, shared by every strategy: its keys name the store too.
  const memoryKey = (key: string) => (strategy.store === "kv" ? key : `${strategy.store}:${key}`);

  const keep = async (key: string, entry: StoredEntry) => {
    remember(memoryKey(key), entry, now());
    await store.write(key, entry, strategy.staleIfErrorMs);
  };

  const loadOnce = (key: string, load: () => Promise<Load<T>>): Promise<Load<T>> => {
    const running = inflight.get(memoryKey(key));
    if (running && running.joinableUntil > now()) return running.promise as Promise<Load<T>>;
    // An entry is as old as the upstream's answer: a load that began before a publish is not newer than it.
    const storedAt = now();
    const promise = load()
      .then((result) => {
        if (result.found) waitUntil(keep(key, { storedAt, data: result.value }));
        return result;
      })
      .finally(() => {
        if (inflight.get(memoryKey(key))?.promise === promise) inflight.delete(memoryKey(key));
      });
    inflight.set(memoryKey(key), { promise, joinableUntil: now() + timeoutMs });
    return promise;
  };

  const read = async (key: string): Promise<StoredEntry | null> => {
    const held = memory.get(memoryKey(key));
    if (held && held.until > now()) return held.entry;
    const stored = await store.read(key).catch(() => null);
    if (!stored) return null;
    const parsed = v.safeParse(schema, stored.data);
    if (!parsed.success) return null;
    const entry = { storedAt: stored.storedAt, data: await revive(parsed.output) };
    remember(memoryKey(key), entry, now());
    return entry;
  };

  /** How old the entry counts as: past every window when a publish retired it. */
  const ageOf = (entry: StoredEntry | null, publishedAt: number | null) => {
    if (!entry) return Number.POSITIVE_INFINITY;
    const age = now() - entry.storedAt;
    const retired = publishedAt !== null && entry.storedAt <= publishedAt;
    return retired ? Math.max(age, strategy.staleWhileRevalidateMs) : age;
  };

  return {
    async get(address: string, load: () => Promise<Load<T>>): Promise<CachedLoad<T>> {
      const key = await boundedKey(address);
      const [entry, publishedAt] = await Promise.all([
        read(key),
        strategy.retiredByPublish ? lastPublishedAt(options.kv, now()) : null,
      ]);
      const age = ageOf(entry, publishedAt);
      const cached = (cache: CacheStatus): CachedLoad<T> => ({ load: { found: true, value: entry!.data as T }, cache });
      if (entry && age < strategy.freshMs) return cached("HIT");
      if (entry && age < strategy.staleWhileRevalidateMs) {
        waitUntil(loadOnce(key, load).catch(() => undefined));
        return cached("STALE");
      }
      const pending = loadOnce(key, load);
      try {
        return { load: await waitAtMost(pending, timeoutMs, key), cache: "MISS" };
      } catch (error) {
        // Let a slow load finish and fill the cache for the next request.
        waitUntil(pending.catch(() => undefined));
        if (entry && age < strategy.staleIfErrorMs) return cached("STALE");
        throw error;
      }
    },
  };
}

/**
 * The cache stops waiting for a load after the limit but does not cancel it: a slow load still fills
 * the entry for the next request. (The upstream call itself is aborted at its own timeout.)
 */
async function waitAtMost<T>(pending: Promise<T>, ms: number, key: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new UpstreamError(`Cache load of ${key} took longer than ${ms} ms`, 504)), ms);
  });
  try {
    return await Promise.race([pending, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
