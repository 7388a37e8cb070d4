// A JSON cache in KV (DESIGN.md "Request flow rules"): fresh for a while, then served stale while it
// revalidates in waitUntil, served stale when the upstream fails or is slow, one upstream load per key
// per isolate, errors and missing entries never stored. Page models and product listings use it.
import * as v from "valibot";
import { UpstreamError } from "../upstream/upstream-error.ts";

export type CacheStatus = "HIT" | "MISS" | "STALE" | "BYPASS";
export type Load<T> = { found: true; value: T } | { found: false; status: number };
export type CachedLoad<T> = { load: Load<T>; cache: CacheStatus };

export interface KvCacheWindows {
  freshMs: number;
  staleWhileRevalidateMs: number;
  staleIfErrorMs: number;
  timeoutMs: number;
}

export interface KvCacheOptions {
  kv: KVNamespace;
  waitUntil: (promise: Promise<unknown>) => void;
  now?: () => number;
}

/**
 * Upstream loads in flight in this isolate, by KV key: concurrent misses share one fetch. A load
 * holds its key only for the cache's timeout: one that never settles (a hanging upstream, a request
 * context that ended) must not make every later miss wait for it after the upstream recovered.
 */
const inflight = new Map<string, { promise: Promise<Load<unknown>>; joinableUntil: number }>();

/**
 * Entries this isolate read or wrote in the last few seconds, already parsed: a busy page skips the
 * KV read and the schema parse on most requests. Short-lived, so another isolate's refresh shows
 * within seconds; bounded, so memory stays small.
 */
const MEMORY_MS = 5_000;
const MEMORY_ENTRIES = 500;
const memory = new Map<string, { entry: unknown; until: number }>();

/** Drops this isolate's parsed copies (all of them without a key): a purge must not be undone by memory. */
export function forgetRemembered(key?: string) {
  if (key === undefined) memory.clear();
  else memory.delete(key);
}

function remember(key: string, entry: unknown, now: number) {
  memory.delete(key);
  memory.set(key, { entry, until: now + MEMORY_MS });
  if (memory.size > MEMORY_ENTRIES) memory.delete(memory.keys().next().value as string);
}

/** The stored entry's schema, built once per data schema rather than on every request. */
const entrySchemas = new WeakMap<object, v.GenericSchema>();

function entrySchemaFor<T>(schema: v.GenericSchema<unknown, T>) {
  let entry = entrySchemas.get(schema);
  if (!entry) {
    entry = v.object({ key: v.string(), storagedDateString: v.pipe(v.string(), v.isoTimestamp()), data: schema });
    entrySchemas.set(schema, entry);
  }
  return entry as v.GenericSchema<unknown, { key: string; storagedDateString: string; data: T }>;
}

export function createKvCache<T>(
  schema: v.GenericSchema<unknown, T>,
  windows: KvCacheWindows,
  { kv, waitUntil, now = Date.now }: KvCacheOptions,
  /** Finishes a value parsed from KV (the page model's HTML fields are sanitised again). */
  revive: (value: T) => T | Promise<T> = (value) => value,
) {
  const EntrySchema = entrySchemaFor(schema);

  const store = async (key: string, value: T) => {
    const entry = { key, storagedDateString: new Date(now()).toISOString(), data: value };
    remember(key, entry, now());
    await kv.put(key, JSON.stringify(entry), { expirationTtl: Math.ceil(windows.staleIfErrorMs / 1000) });
  };

  const loadOnce = (key: string, load: () => Promise<Load<T>>): Promise<Load<T>> => {
    const running = inflight.get(key);
    if (running && running.joinableUntil > now()) return running.promise as Promise<Load<T>>;
    const promise = load()
      .then((result) => {
        if (result.found) waitUntil(store(key, result.value));
        return result;
      })
      .finally(() => {
        if (inflight.get(key)?.promise === promise) inflight.delete(key);
      });
    inflight.set(key, { promise, joinableUntil: now() + windows.timeoutMs });
    return promise;
  };

  const read = async (key: string) => {
    const held = memory.get(key);
    if (held && held.until > now()) return held.entry as v.InferOutput<typeof EntrySchema>;
    const raw = await kv.get(key, "json").catch(() => null);
    if (raw === null) return null;
    const parsed = v.safeParse(EntrySchema, raw);
    if (!parsed.success) return null;
    const entry = { ...parsed.output, data: await revive(parsed.output.data) };
    remember(key, entry, now());
    return entry;
  };

  return {
    async get(address: string, load: () => Promise<Load<T>>): Promise<CachedLoad<T>> {
      const key = await boundedKey(address);
      const entry = await read(key);
      const age = entry ? now() - Date.parse(entry.storagedDateString) : Number.POSITIVE_INFINITY;
      const cached = (cache: CacheStatus): CachedLoad<T> => ({ load: { found: true, value: entry!.data as T }, cache });
      if (entry && age < windows.freshMs) return cached("HIT");
      if (entry && age < windows.staleWhileRevalidateMs) {
        waitUntil(loadOnce(key, load).catch(() => undefined));
        return cached("STALE");
      }
      const pending = loadOnce(key, load);
      try {
        return { load: await waitAtMost(pending, windows.timeoutMs, key), cache: "MISS" };
      } catch (error) {
        // Let a slow load finish and fill the cache for the next request.
        waitUntil(pending.catch(() => undefined));
        if (entry && age < windows.staleIfErrorMs) return cached("STALE");
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

/** KV refuses keys over 512 bytes; a long address is stored under its SHA-256 instead. */
export const MAX_KEY_BYTES = 256;
const encoder = new TextEncoder();

export async function boundedKey(address: string): Promise<string> {
  const bytes = encoder.encode(address);
  if (bytes.length <= MAX_KEY_BYTES) return address;
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return `sha256:${Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}
