// Every cache strategy against its real store inside workerd (local KV, or the location's Cache API),
// with loads that succeed, fail or stall, on a clock the test moves: what each strategy serves fresh,
// stale while it revalidates and stale on error, where it keeps its entries, and what a publish does.
import { env } from "cloudflare:test";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { EDGE_CACHE_NAME, edgeEntryUrl, STORED_AT_HEADER } from "../../worker/cache/entry-stores.ts";
import { markPublished } from "../../worker/cache/publish-mark.ts";
import { CACHE_STRATEGIES, type CacheStrategy } from "../../worker/cache/strategies.ts";
import { createStrategyCache, type Load } from "../../worker/cache/strategy-cache.ts";
import { UPSTREAM_TIMEOUTS_MS } from "../../worker/upstream/upstream-call.ts";
import { UpstreamError } from "../../worker/upstream/upstream-error.ts";

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const AnswerSchema = v.object({ name: v.string() });
type Answer = v.InferOutput<typeof AnswerSchema>;
type AnswerLoad = Load<Answer>;

const found = (name: string) => async (): Promise<AnswerLoad> => ({ found: true, value: { name } });
const failing = async (): Promise<AnswerLoad> => {
  throw new UpstreamError("upstream down", 502);
};
const stalled = () => new Promise<AnswerLoad>(() => {});

/**
 * One clock for the whole file that only moves forward: a publish marked in one test is always
 * older than the entries of the next.
 */
let clock = Date.now();

/** A cache of the strategy whose clock and background work the test controls. */
function harness(strategy: CacheStrategy, options: { timeoutMs?: number } = {}) {
  clock += DAY;
  const background: Promise<unknown>[] = [];
  const cache = createStrategyCache(strategy, AnswerSchema, {
    kv: env.PAGE_MODELS,
    waitUntil: (promise) => void background.push(promise),
    now: () => clock,
    timeoutMs: options.timeoutMs ?? UPSTREAM_TIMEOUTS_MS[strategy.timeout],
  });
  return {
    cache,
    now: () => clock,
    advance: (ms: number) => {
      clock += ms;
    },
    settle: async () => {
      while (background.length) await Promise.allSettled(background.splice(0));
    },
  };
}

let keys = 0;
const nextKey = (strategy: CacheStrategy) => `/test/${strategy.name}?n=${++keys}`;

/** The entry as its store keeps it: KV's spec-shaped JSON, or the Cache API's response. */
async function storedEntry(strategy: CacheStrategy, key: string) {
  const inKv = await env.PAGE_MODELS.get<{ key: string; storagedDateString: string; data: unknown }>(key, "json");
  const atEdge = await (await caches.open(EDGE_CACHE_NAME)).match(edgeEntryUrl(key));
  if (strategy.store === "kv") {
    expect(atEdge, "a KV strategy keeps nothing at the edge").toBeUndefined();
    return inKv && { storedAt: inKv.storagedDateString, data: inKv.data, key: inKv.key };
  }
  expect(inKv, "an edge strategy writes nothing to KV").toBeNull();
  if (!atEdge) return null;
  return {
    storedAt: atEdge.headers.get(STORED_AT_HEADER),
    cacheControl: atEdge.headers.get("cache-control"),
    data: await atEdge.json(),
  };
}

async function putCorrupt(strategy: CacheStrategy, key: string) {
  if (strategy.store === "kv") {
    await env.PAGE_MODELS.put(key, JSON.stringify({ key, storagedDateString: "yesterday", data: {} }));
  } else {
    await (await caches.open(EDGE_CACHE_NAME)).put(
      edgeEntryUrl(key),
      new Response("{}", { headers: { "Cache-Control": "max-age=60" } }),
    );
  }
}

const strategies = Object.values(CACHE_STRATEGIES) as CacheStrategy[];

describe.each(strategies)("the $name strategy ($store)", (strategy) => {
  it("misses, keeps the answer in its own store for the stale-if-error age, then hits without loading", async () => {
    const h = harness(strategy);
    const k = nextKey(strategy);
    expect(await h.cache.get(k, found("first"))).toMatchObject({
      cache: "MISS",
      load: { found: true, value: { name: "first" } },
    });
    await h.settle();
    const stored = await storedEntry(strategy, k);
    expect(stored).toMatchObject({ storedAt: new Date(h.now()).toISOString(), data: { name: "first" } });
    if (strategy.store === "edge") expect(stored?.cacheControl).toBe(`public, max-age=${strategy.staleIfErrorMs / 1000}`);
    h.advance(strategy.freshMs - 1);
    let calls = 0;
    const result = await h.cache.get(k, async () => {
      calls++;
      return found("second")();
    });
    expect(result).toMatchObject({ cache: "HIT", load: { value: { name: "first" } } });
    expect(calls).toBe(0);
  });

  it("past freshness serves the entry at once and revalidates it in the background", async () => {
    const h = harness(strategy);
    const k = nextKey(strategy);
    await h.cache.get(k, found("old"));
    await h.settle();
    h.advance(strategy.freshMs);
    expect(await h.cache.get(k, found("new"))).toMatchObject({ cache: "STALE", load: { value: { name: "old" } } });
    await h.settle();
    expect(await h.cache.get(k, failing)).toMatchObject({ cache: "HIT", load: { value: { name: "new" } } });
  });

  it("past the revalidation window loads again instead of serving stale", async () => {
    const h = harness(strategy);
    const k = nextKey(strategy);
    await h.cache.get(k, found("old"));
    await h.settle();
    h.advance(strategy.staleWhileRevalidateMs);
    expect(await h.cache.get(k, found("fresh"))).toMatchObject({ cache: "MISS", load: { value: { name: "fresh" } } });
  });

  it("serves an entry up to its stale-if-error age when the upstream fails, and none older", async () => {
    const h = harness(strategy);
    const k = nextKey(strategy);
    await h.cache.get(k, found("kept"));
    await h.settle();
    h.advance(strategy.staleIfErrorMs - 1);
    expect(await h.cache.get(k, failing)).toMatchObject({ cache: "STALE", load: { value: { name: "kept" } } });
    h.advance(1);
    await expect(h.cache.get(k, failing)).rejects.toBeInstanceOf(UpstreamError);
  });

  it("serves a stale entry when the upstream is slower than the limit", async () => {
    const h = harness(strategy, { timeoutMs: 50 });
    const k = nextKey(strategy);
    await h.cache.get(k, found("kept"));
    await h.settle();
    h.advance(strategy.staleWhileRevalidateMs);
    expect(await h.cache.get(k, stalled)).toMatchObject({ cache: "STALE", load: { value: { name: "kept" } } });
  });

  it("fails when there is no entry and the upstream fails or stalls", async () => {
    await expect(harness(strategy).cache.get(nextKey(strategy), failing)).rejects.toBeInstanceOf(UpstreamError);
    await expect(harness(strategy, { timeoutMs: 50 }).cache.get(nextKey(strategy), stalled)).rejects.toMatchObject({
      status: 504,
    });
  });

  it("lets a load that never settles hold its key only for the timeout, so the next miss loads afresh", async () => {
    const h = harness(strategy, { timeoutMs: 50 });
    const k = nextKey(strategy);
    await expect(h.cache.get(k, stalled)).rejects.toMatchObject({ status: 504 });
    h.advance(51);
    let calls = 0;
    const result = await h.cache.get(k, async () => {
      calls++;
      return found("recovered")();
    });
    expect(result).toMatchObject({ cache: "MISS", load: { value: { name: "recovered" } } });
    expect(calls).toBe(1);
  });

  it("never stores errors or missing answers", async () => {
    const h = harness(strategy);
    const k = nextKey(strategy);
    await expect(h.cache.get(k, failing)).rejects.toThrow();
    expect(await h.cache.get(k, async () => ({ found: false, status: 404 }))).toMatchObject({
      cache: "MISS",
      load: { found: false },
    });
    await h.settle();
    expect(await storedEntry(strategy, k)).toBeNull();
  });

  it("makes one upstream load for 50 concurrent misses on one key", async () => {
    const h = harness(strategy);
    const k = nextKey(strategy);
    let calls = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const load = async (): Promise<AnswerLoad> => {
      calls++;
      await gate;
      return { found: true, value: { name: "shared" } };
    };
    const pending = Array.from({ length: 50 }, () => h.cache.get(k, load));
    // Hold the upstream answer while the requests read the store and join the load.
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    const results = await Promise.all(pending);
    expect(calls).toBe(1);
    expect(results.every((result) => result.load.found && result.load.value.name === "shared")).toBe(true);
  });

  it("ignores a corrupt entry and loads afresh", async () => {
    const h = harness(strategy);
    const k = nextKey(strategy);
    await putCorrupt(strategy, k);
    expect(await h.cache.get(k, found("clean"))).toMatchObject({ cache: "MISS", load: { value: { name: "clean" } } });
  });

  it("answers a hit from the isolate's memory for a few seconds, then from the store again", async () => {
    const h = harness(strategy);
    const k = nextKey(strategy);
    await h.cache.get(k, found("remembered"));
    await h.settle();
    // Another isolate refreshes the entry in the store.
    await overwrite(strategy, k, h.now(), { name: "refreshed" });
    h.advance(1_000);
    expect(await h.cache.get(k, failing)).toMatchObject({ cache: "HIT", load: { value: { name: "remembered" } } });
    h.advance(5_000);
    expect(await h.cache.get(k, failing)).toMatchObject({ cache: "HIT", load: { value: { name: "refreshed" } } });
  });

  if (strategy.retiredByPublish) {
    it("after a publish loads its entries anew, and serves the old entry if that load fails", async () => {
      const h = harness(strategy);
      const [reloaded, kept] = [nextKey(strategy), nextKey(strategy)];
      await h.cache.get(reloaded, found("before"));
      await h.cache.get(kept, found("before"));
      await h.settle();
      h.advance(1);
      await markPublished(env.PAGE_MODELS, h.now());
      h.advance(1);
      expect(await h.cache.get(reloaded, found("after"))).toMatchObject({ cache: "MISS", load: { value: { name: "after" } } });
      expect(await h.cache.get(kept, failing)).toMatchObject({ cache: "STALE", load: { value: { name: "before" } } });
      await h.settle();
      h.advance(1);
      expect(await h.cache.get(reloaded, failing)).toMatchObject({ cache: "HIT", load: { value: { name: "after" } } });
    });
  } else {
    it("keeps its entries across a publish", async () => {
      const h = harness(strategy);
      const k = nextKey(strategy);
      await h.cache.get(k, found("kept"));
      await h.settle();
      h.advance(1);
      await markPublished(env.PAGE_MODELS, h.now());
      expect(await h.cache.get(k, failing)).toMatchObject({ cache: "HIT", load: { value: { name: "kept" } } });
    });
  }
});

/** Writes the entry straight into the strategy's store, as another isolate's refresh would. */
async function overwrite(strategy: CacheStrategy, key: string, storedAt: number, data: Answer) {
  const iso = new Date(storedAt).toISOString();
  if (strategy.store === "kv") {
    await env.PAGE_MODELS.put(key, JSON.stringify({ key, storagedDateString: iso, data }));
    return;
  }
  const headers = { "Cache-Control": "max-age=600", [STORED_AT_HEADER]: iso };
  await (await caches.open(EDGE_CACHE_NAME)).put(edgeEntryUrl(key), new Response(JSON.stringify(data), { headers }));
}

describe("the strategies' windows", () => {
  it("keep page models fresh for the spec's hour, revalidate them to two hours, serve them a day on error, waiting 2 s", () => {
    const { pageModel } = CACHE_STRATEGIES;
    expect(pageModel).toMatchObject({ store: "kv", freshMs: HOUR, staleWhileRevalidateMs: 2 * HOUR, staleIfErrorMs: DAY });
    expect(UPSTREAM_TIMEOUTS_MS[pageModel.timeout]).toBe(2000);
  });

  it("keep the few keys every location shares in KV and every answer keyed by a client's query at the edge", () => {
    const stores = Object.fromEntries(strategies.map((strategy) => [strategy.name, strategy.store]));
    expect(stores).toEqual({
      pageModel: "kv",
      sitemap: "kv",
      checkoutConsents: "kv",
      productListing: "edge",
      contentListing: "edge",
      contentSearch: "edge",
      newsroom: "edge",
    });
  });

  it("are each fresh before they are stale and stale before they expire", () => {
    for (const strategy of strategies) {
      expect(strategy.freshMs, strategy.name).toBeLessThan(strategy.staleWhileRevalidateMs);
      expect(strategy.staleWhileRevalidateMs, strategy.name).toBeLessThan(strategy.staleIfErrorMs);
    }
  });
});
