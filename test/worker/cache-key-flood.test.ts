// A cache key only the content can vary (issue 8): a flood of distinct junk, tracking
// and per-shopper parameters on one page costs one upstream load and one KV entry, the content service
// is asked for the page without them, and an address too long for KV is stored under its hash. A flood
// of distinct shopper queries (searches, listings, suggestions, locations) writes nothing to KV: each
// answer is kept in the location's own cache.
import { env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { boundedKey } from "../../worker/cache/entry-stores.ts";
import { ensureDatabase } from "../../worker/upstream/embedded/database.ts";
import { request } from "./helpers.ts";
import { forwarding, REMOTE, standIn } from "./upstream-stand-in.ts";

/** The stand-in forwarding to the embedded backend; returns the URLs of the calls made. */
function forwardingStandIn() {
  const calls = standIn(forwarding);
  return { urls: () => calls.map((call) => new URL(call.url)) };
}

async function kvKeys(prefix: string) {
  return (await env.PAGE_MODELS.list({ prefix })).keys.map((key) => key.name);
}

/** The real local KV, with every key written to it recorded. */
function countingKv(kv: KVNamespace) {
  const written: string[] = [];
  const counting = new Proxy(kv, {
    get(target, name) {
      if (name === "put") {
        return (key: string, ...rest: Parameters<KVNamespace["put"]> extends [string, ...infer R] ? R : never) => {
          written.push(key);
          return target.put(key, ...rest);
        };
      }
      const value = Reflect.get(target, name);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { kv: counting, written };
}

beforeAll(async () => {
  await ensureDatabase(env.DB);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the page-model cache key", () => {
  it("answers a flood of 50 distinct junk parameters on one page with one upstream load and one entry", async () => {
    const { urls } = forwardingStandIn();
    const statuses = await Promise.all(
      Array.from({ length: 50 }, (_, n) => request(`/en/our-story?utm_x=${n}&gclid=${n}&junk${n}=x`, {}, REMOTE)),
    );
    expect(statuses.every((response) => response.status === 200)).toBe(true);
    const contentCalls = urls().filter((url) => url.pathname === "/api/cda/content");
    expect(contentCalls).toHaveLength(1);
    expect(contentCalls[0]!.searchParams.get("contentUrl")).toBe("/en/our-story");
    expect(await kvKeys("/en/our-story")).toEqual(["/en/our-story"]);
  });

  it("keeps order ids and payment results out of shared keys", async () => {
    forwardingStandIn();
    await request("/en/order-confirmation?orderId=KA-1", {}, REMOTE);
    await request("/en/order-confirmation?orderId=KA-2", {}, REMOTE);
    const keys = await kvKeys("/en/order-confirmation");
    expect(keys.every((key) => !key.includes("orderId"))).toBe(true);
  });

  it("stores an address too long for KV under its hash instead of failing the write", async () => {
    forwardingStandIn();
    const long = `/en/${"x".repeat(600)}`;
    const key = await boundedKey(long);
    expect(key).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(new TextEncoder().encode(key).length).toBeLessThan(512);
    expect(await boundedKey("/en/our-story")).toBe("/en/our-story");
    const query = `/en/our-story?${"q=".padEnd(10_000, "x")}`;
    const response = await request(query, {}, REMOTE);
    expect(response.status).toBe(200);
  });
});

describe("answers keyed by a shopper's query", () => {
  const queries = Array.from({ length: 200 }, (_, n) => {
    const word = `flood${n}`;
    return [
      `/api/products/search?q=${word}&language=en`,
      `/api/products/suggest?q=${word}&language=fi`,
      `/api/search/content?q=${word}&language=sv`,
      `/api/locations?q=${word}&language=en`,
      `/api/recipes/search?q=${word}&language=fi`,
    ][n % 5]!;
  });

  it("answers a flood of 200 distinct queries with no KV write, each kept at the edge", async () => {
    const { kv, written } = countingKv(env.PAGE_MODELS);
    for (let start = 0; start < queries.length; start += 20) {
      const batch = queries.slice(start, start + 20);
      const responses = await Promise.all(batch.map((path) => request(path, {}, { PAGE_MODELS: kv })));
      for (const [n, response] of responses.entries()) expect(response.status, batch[n]).toBe(200);
    }
    expect(written).toEqual([]);
    for (const path of [queries[0]!, queries[101]!, queries[199]!]) {
      expect((await request(path, {}, { PAGE_MODELS: kv })).headers.get("x-cache"), path).toBe("HIT");
    }
    // The count is real: a page model is one of the few keys KV holds.
    await request("/sv/var-historia", {}, { PAGE_MODELS: kv });
    expect(written).toEqual(["/sv/var-historia"]);
  }, 120_000);
});
