// A cache key only the content can vary (issue 8, decision 015): a flood of distinct junk, tracking
// and per-shopper parameters on one page costs one upstream load and one KV entry, the content service
// is asked for the page without them, and an address too long for KV is stored under its hash.
import { createExecutionContext, env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { boundedKey } from "../../worker/cache/kv-cache.ts";
import type { Env } from "../../worker/env.ts";
import { embeddedBackend } from "../../worker/upstream/embedded/backend.ts";
import { ensureDatabase } from "../../worker/upstream/embedded/database.ts";
import { request } from "./helpers.ts";

const REMOTE = { UPSTREAM_ORIGIN: "https://cms.stand-in.test" };

/** The remote upstream as a stand-in that forwards to the embedded backend and records each call. */
function forwardingStandIn() {
  const calls: URL[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const call = new Request(input, init);
    const url = new URL(call.url);
    calls.push(url);
    const ctx = createExecutionContext();
    return embeddedBackend.fetch(new Request(`http://embedded${url.pathname}${url.search}`, call), env as unknown as Env, ctx);
  });
  return calls;
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
    const calls = forwardingStandIn();
    const statuses = await Promise.all(
      Array.from({ length: 50 }, (_, n) => request(`/en/our-story?utm_x=${n}&gclid=${n}&junk${n}=x`, {}, REMOTE)),
    );
    expect(statuses.every((response) => response.status === 200)).toBe(true);
    const contentCalls = calls.filter((url) => url.pathname === "/api/cda/content");
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
