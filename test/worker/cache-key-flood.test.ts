// A cache key only the content can vary (issue 8, decision 015): a flood of distinct junk, tracking
// and per-shopper parameters on one page costs one upstream load and one KV entry, the content service
// is asked for the page without them, and an address too long for KV is stored under its hash.
import { env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { boundedKey } from "../../worker/cache/kv-cache.ts";
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
