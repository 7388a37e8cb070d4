// Upstream calls that end (issue 8): every call carries an abort signal at its timeout, a page miss
// against a failing or hanging upstream answers within the page budget with one upstream call, the
// next request after the upstream recovers loads at once, and the page-model API tells a failed
// upstream (502) from a slow one (504), with X-Cache. The remote upstream is global fetch, replaced
// per test by a stand-in that hangs, fails or forwards to the embedded backend on real D1.
import { createExecutionContext, env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { pageModelCacheKey } from "../../shared/rules/cache-key.ts";
import type { Env } from "../../worker/env.ts";
import { embeddedBackend } from "../../worker/upstream/embedded/backend.ts";
import { ensureDatabase } from "../../worker/upstream/embedded/database.ts";
import { createUpstream, UPSTREAM_TIMEOUTS_MS } from "../../worker/upstream/upstream-call.ts";
import { editorHeaders } from "./editor-credentials.ts";
import { request } from "./helpers.ts";
import { REMOTE, failing, forwarding, hanging, standIn } from "./upstream-stand-in.ts";

/** The spec's page budget for a miss against a failing or hanging upstream (issue 8). */
const PAGE_BUDGET_MS = 2500;

async function forget(address: string) {
  await env.PAGE_MODELS.delete(pageModelCacheKey(address));
}

beforeAll(async () => {
  await ensureDatabase(env.DB);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the upstream call", () => {
  it("aborts the fetch's signal at the call's timeout when the upstream hangs, and fails with 504", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const calls = standIn(hanging);
    const upstream = createUpstream({ ...(env as unknown as Env), ...REMOTE }, createExecutionContext());
    const started = Date.now();
    await expect(upstream.call("/api/cda/content", { timeout: "content" })).rejects.toMatchObject({ status: 504 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(UPSTREAM_TIMEOUTS_MS.content - 50);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.signal.aborted).toBe(true);
    expect((calls[0]!.signal.reason as Error).name).toBe("TimeoutError");
  });

  it("ends a call to the in-process backend at its timeout too, though that backend ignores the signal", async () => {
    vi.spyOn(embeddedBackend, "fetch").mockImplementation(hanging);
    const upstream = createUpstream(env as unknown as Env, createExecutionContext());
    await expect(upstream.call("/api/cda/content", { timeout: "content" })).rejects.toMatchObject({ status: 504 });
  });

  it("fails with 502 when the upstream answers 5xx or cannot be reached", async () => {
    standIn(failing);
    const upstream = createUpstream({ ...(env as unknown as Env), ...REMOTE }, createExecutionContext());
    await expect(upstream.call("/api/cda/content", { timeout: "content" })).rejects.toMatchObject({ status: 502 });
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("connection refused"));
    await expect(upstream.call("/connect/token", { timeout: "token", method: "POST" })).rejects.toMatchObject({
      status: 502,
    });
  });
});

describe("a page miss against an upstream that hangs or fails", () => {
  it("answers the 503 page within the budget with one upstream call, then loads at once after recovery", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const address = "/en/customer-service";
    await forget(address);
    const calls = standIn(hanging);
    const started = Date.now();
    const down = await request(address, {}, REMOTE);
    const took = Date.now() - started;
    expect(down.status).toBe(503);
    expect(down.headers.get("x-cache")).toBe("MISS");
    // A behavioural bound, not a speed measurement: before, a timeout, a retry and a second timeout took 5 s.
    expect(took).toBeLessThan(PAGE_BUDGET_MS);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.signal.aborted).toBe(true);

    const recovered = standIn(forwarding);
    const up = await request(address, {}, REMOTE);
    expect(up.status).toBe(200);
    expect(up.headers.get("x-cache")).toBe("MISS");
    expect(recovered.some((call) => new URL(call.url).searchParams.get("contentUrl") === address)).toBe(true);
  });

  it("answers the 503 page with one upstream call when the upstream fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const address = "/sv/kundservice";
    await forget(address);
    const calls = standIn(failing);
    const response = await request(address, {}, REMOTE);
    expect(response.status).toBe(503);
    expect(calls).toHaveLength(1);
  });
});

describe("page models as JSON when the upstream is down", () => {
  it("answers 502 with X-Cache and the failure message when the upstream answers 500", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const address = "/fi/kaarna-klubi";
    await forget(address);
    standIn(failing);
    const response = await request(`/api/cda/content?contentUrl=${address}`, { headers: { "accept-language": "en" } }, REMOTE);
    expect(response.status).toBe(502);
    expect(response.headers.get("x-cache")).toBe("MISS");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await response.json()).toEqual({
      status: 502,
      message: "The shop's backend is not answering right now. Please try again in a moment.",
      errors: [],
    });
  });

  it("answers 504 with X-Cache and the timeout message, in the shopper's language, when the upstream hangs", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const address = "/sv/kaarna-klubben";
    await forget(address);
    standIn(hanging);
    const response = await request(`/api/cda/content?contentUrl=${address}`, { headers: { "accept-language": "sv" } }, REMOTE);
    expect(response.status).toBe(504);
    expect(response.headers.get("x-cache")).toBe("MISS");
    expect(((await response.json()) as { message: string }).message).toBe(
      "Butikens bakomliggande system svarade inte i tid. Försök igen om en stund.",
    );
  });

  it("says BYPASS on an editor's failed request", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    standIn(failing);
    const response = await request(
      "/api/cda/content?contentUrl=/en/our-story&epieditmode=true",
      { headers: await editorHeaders() },
      REMOTE,
    );
    expect(response.status).toBe(502);
    expect(response.headers.get("x-cache")).toBe("BYPASS");
  });
});
