// The page-model cache against real local KV inside workerd, with loads that succeed, fail or stall.
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import type { PageModel } from "../../shared/schemas/page-model.ts";
import { createPageModelCache } from "../../worker/cache/page-model-cache.ts";
import type { PageModelLoad } from "../../worker/upstream/content-client.ts";
import { UpstreamError } from "../../worker/upstream/upstream-error.ts";

const HOUR = 60 * 60 * 1000;

function model(name: string): PageModel {
  return {
    url: "/fi/x",
    name,
    siteTitle: "Kaarna",
    contentLink: { id: 1 },
    contentType: ["Page", "Landing"],
    layoutTheme: "finnish",
    metadata: { currentLanguage: "fi", openInNewTabFileExtensionList: "" },
    pageMetadata: {
      pageType: "landing",
      categories: [],
      canonicalUrl: null,
      metaTitle: null,
      metaDescription: null,
      ogTitle: null,
      ogDescription: null,
      ogImage: null,
      noIndex: false,
    },
    navigation: { currentLanguageStartPage: "/fi" },
  } as unknown as PageModel;
}

/** A cache whose clock and background work the test controls. */
function harness(options: { timeoutMs?: number } = {}) {
  let now = Date.parse("2026-11-21T10:00:00Z");
  const background: Promise<unknown>[] = [];
  const cache = createPageModelCache({
    kv: env.PAGE_MODELS,
    waitUntil: (promise) => void background.push(promise),
    now: () => now,
    timeoutMs: options.timeoutMs ?? 2000,
  });
  return {
    cache,
    advance: (ms: number) => {
      now += ms;
    },
    settle: async () => {
      while (background.length) await Promise.allSettled(background.splice(0));
    },
  };
}

const found = (name: string) => async (): Promise<PageModelLoad> => ({ found: true, value: model(name) });
const failing = async (): Promise<PageModelLoad> => {
  throw new UpstreamError("content service down", 502);
};
const stalled = () => new Promise<PageModelLoad>(() => {});

let key = 0;
const nextKey = () => `/fi/cache-test-${++key}`;

describe("page-model cache", () => {
  let h: ReturnType<typeof harness>;
  beforeEach(() => {
    h = harness();
  });

  it("misses, stores the model in KV, then hits without calling the upstream", async () => {
    const k = nextKey();
    expect(await h.cache.get(k, found("first"))).toMatchObject({
      cache: "MISS",
      load: { found: true, value: { name: "first" } },
    });
    await h.settle();
    const stored = await env.PAGE_MODELS.get<{ key: string; storagedDateString: string }>(k, "json");
    expect(stored).toMatchObject({ key: k, storagedDateString: "2026-11-21T10:00:00.000Z" });
    let calls = 0;
    const result = await h.cache.get(k, async () => {
      calls++;
      return found("second")();
    });
    expect(result).toMatchObject({ cache: "HIT", load: { value: { name: "first" } } });
    expect(calls).toBe(0);
  });

  it("serves a stale entry at once and revalidates it in the background", async () => {
    const k = nextKey();
    await h.cache.get(k, found("old"));
    await h.settle();
    h.advance(HOUR + 1);
    const stale = await h.cache.get(k, found("new"));
    expect(stale).toMatchObject({ cache: "STALE", load: { value: { name: "old" } } });
    await h.settle();
    expect(await h.cache.get(k, failing)).toMatchObject({ cache: "HIT", load: { value: { name: "new" } } });
  });

  it("serves an entry up to 24 hours old when the upstream fails", async () => {
    const k = nextKey();
    await h.cache.get(k, found("kept"));
    await h.settle();
    h.advance(23 * HOUR);
    expect(await h.cache.get(k, failing)).toMatchObject({ cache: "STALE", load: { value: { name: "kept" } } });
  });

  it("serves a stale entry when the upstream is slower than the limit", async () => {
    h = harness({ timeoutMs: 50 });
    const k = nextKey();
    await h.cache.get(k, found("kept"));
    await h.settle();
    h.advance(3 * HOUR);
    expect(await h.cache.get(k, stalled)).toMatchObject({ cache: "STALE", load: { value: { name: "kept" } } });
  });

  it("fetches again past the revalidation window instead of serving stale", async () => {
    const k = nextKey();
    await h.cache.get(k, found("old"));
    await h.settle();
    h.advance(3 * HOUR);
    expect(await h.cache.get(k, found("fresh"))).toMatchObject({ cache: "MISS", load: { value: { name: "fresh" } } });
  });

  it("fails when there is no entry and the upstream fails or stalls", async () => {
    await expect(h.cache.get(nextKey(), failing)).rejects.toBeInstanceOf(UpstreamError);
    h = harness({ timeoutMs: 50 });
    await expect(h.cache.get(nextKey(), stalled)).rejects.toMatchObject({ status: 504 });
  });

  it("lets a load that never settles hold its key only for the timeout, so the next miss loads afresh", async () => {
    h = harness({ timeoutMs: 50 });
    const k = nextKey();
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

  it("never stores errors or missing pages", async () => {
    const k = nextKey();
    await expect(h.cache.get(k, failing)).rejects.toThrow();
    expect(await h.cache.get(k, async () => ({ found: false, status: 404 }))).toMatchObject({
      cache: "MISS",
      load: { found: false },
    });
    await h.settle();
    expect(await env.PAGE_MODELS.get(k)).toBeNull();
  });

  it("makes one upstream fetch for 50 concurrent misses on one key", async () => {
    const k = nextKey();
    let calls = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const load = async (): Promise<PageModelLoad> => {
      calls++;
      await gate;
      return { found: true, value: model("shared") };
    };
    const pending = Array.from({ length: 50 }, () => h.cache.get(k, load));
    // Hold the upstream answer until every request has read KV and joined the load.
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    const results = await Promise.all(pending);
    expect(calls).toBe(1);
    expect(results.every((result) => result.cache === "MISS" && result.load.found)).toBe(true);
  });

  it("ignores a corrupt KV entry and loads afresh", async () => {
    const k = nextKey();
    await env.PAGE_MODELS.put(k, JSON.stringify({ key: k, storagedDateString: "yesterday", data: {} }));
    expect(await h.cache.get(k, found("clean"))).toMatchObject({ cache: "MISS", load: { value: { name: "clean" } } });
  });
});

describe("the isolate's short memory in front of KV", () => {
  it("answers a hit from memory for a few seconds, then from KV again", async () => {
    const h = harness();
    const k = nextKey();
    await h.cache.get(k, found("remembered"));
    await h.settle();
    await env.PAGE_MODELS.put(
      k,
      JSON.stringify({ key: k, storagedDateString: "2026-11-21T10:00:00.000Z", data: model("in KV") }),
    );
    h.advance(1_000);
    expect(await h.cache.get(k, failing)).toMatchObject({ cache: "HIT", load: { value: { name: "remembered" } } });
    h.advance(5_000);
    expect(await h.cache.get(k, failing)).toMatchObject({ cache: "HIT", load: { value: { name: "in KV" } } });
  });
});
