// Where a strategy keeps its entries: KV (one copy every location reads, in the spec's entry shape)
// or this location's own cache (the Cache API: no write cost, nothing shared between locations).
// Both keep an entry for as long as its strategy may serve it when the upstream fails.
import * as v from "valibot";
import type { CacheStrategy } from "./strategies.ts";

/** An entry as stored: when its load began and its data, not yet checked against the data's schema. */
export interface StoredEntry {
  storedAt: number;
  data: unknown;
}

export interface EntryStore {
  read(key: string): Promise<StoredEntry | null>;
  write(key: string, entry: StoredEntry, keepMs: number): Promise<void>;
}

export interface StoreBindings {
  kv: KVNamespace;
}

export function entryStore(strategy: CacheStrategy, bindings: StoreBindings): EntryStore {
  return strategy.store === "kv" ? kvStore(bindings.kv) : edgeStore();
}

/** The spec's cache entry: key, storagedDateString (ISO time), data. */
const KvEntrySchema = v.object({
  key: v.string(),
  storagedDateString: v.pipe(v.string(), v.isoTimestamp()),
  data: v.unknown(),
});

/** KV keeps an entry at least a minute. */
const KV_MIN_TTL_SECONDS = 60;

function kvStore(kv: KVNamespace): EntryStore {
  return {
    async read(key) {
      const parsed = v.safeParse(KvEntrySchema, await kv.get(key, "json").catch(() => null));
      if (!parsed.success) return null;
      return { storedAt: Date.parse(parsed.output.storagedDateString), data: parsed.output.data };
    },
    async write(key, entry, keepMs) {
      const stored = { key, storagedDateString: new Date(entry.storedAt).toISOString(), data: entry.data };
      await kv.put(key, JSON.stringify(stored), { expirationTtl: Math.max(KV_MIN_TTL_SECONDS, Math.ceil(keepMs / 1000)) });
    },
  };
}

/** The location's cache for answers, apart from what the zone's own cache keeps. */
export const EDGE_CACHE_NAME = "answers";
/** When the entry's load began: the Cache API keeps the entry, the strategy decides what it may serve. */
export const STORED_AT_HEADER = "Kaarna-Stored-At";

/** The Cache API keys entries by URL: a made-up host no visitor's request can name. */
export function edgeEntryUrl(key: string): string {
  return `https://answers.invalid/${encodeURIComponent(key)}`;
}

function edgeStore(): EntryStore {
  // Without a cache (none in some runtimes) every read misses and every write is dropped.
  const opened = caches.open(EDGE_CACHE_NAME).catch(() => null);
  return {
    async read(key) {
      const response = await (await opened)?.match(edgeEntryUrl(key)).catch(() => undefined);
      if (!response) return null;
      const storedAt = Date.parse(response.headers.get(STORED_AT_HEADER) ?? "");
      const data: unknown = await response.json().catch(() => undefined);
      return Number.isNaN(storedAt) || data === undefined ? null : { storedAt, data };
    },
    async write(key, entry, keepMs) {
      // The Cache API honours max-age: the entry stays as long as it may be served on error.
      const headers = {
        "Content-Type": "application/json",
        "Cache-Control": `public, max-age=${Math.ceil(keepMs / 1000)}`,
        [STORED_AT_HEADER]: new Date(entry.storedAt).toISOString(),
      };
      await (await opened)?.put(edgeEntryUrl(key), new Response(JSON.stringify(entry.data), { headers }));
    },
  };
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
