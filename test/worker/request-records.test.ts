// What the worker records of each request it answers (embedded mode: a D1 row) and says of it: the
// page type, the page cache's status, the upstream's time and status, a request id in every answer
// and every log line.
import { env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { analyticsEngineStore } from "../../worker/observability/analytics-engine-store.ts";
import { flushRequestRecords } from "../../worker/observability/d1-store.ts";
import { ensureDatabase } from "../../worker/upstream/embedded/database.ts";
import { request } from "./helpers.ts";

beforeAll(async () => {
  await ensureDatabase(env.DB);
});
afterEach(() => {
  vi.restoreAllMocks();
});

interface RecordRow {
  kind: string;
  page_type: string | null;
  status: number;
  cache: string | null;
  upstream_calls: number;
  upstream_ms: number | null;
  upstream_status: number | null;
  recorded_at: number;
}

const lastId = async () => {
  await flushRequestRecords(env.DB);
  return (await env.DB.prepare("SELECT COALESCE(MAX(id), 0) AS id FROM request_records").first<{ id: number }>())!.id;
};
/** The records since a row id, once the isolate has written those it holds (as the ops page has it). */
const recordsSince = async (since: number) => {
  await flushRequestRecords(env.DB);
  return (await env.DB.prepare("SELECT * FROM request_records WHERE id > ? ORDER BY id").bind(since).all<RecordRow>()).results;
};

describe("request records", () => {
  it("records a page with its type, the cache's status and the upstream's time and status", async () => {
    // A page nobody has asked for in this file: its model comes from the upstream first.
    const before = await lastId();
    const first = await request("/sv/var-historia");
    expect(first.status).toBe(200);
    expect(first.headers.get("x-cache")).toBe("MISS");
    expect(first.headers.get("server-timing")).toMatch(/upstream;dur=\d/);
    const again = await request("/sv/var-historia");
    expect(again.headers.get("x-cache")).toBe("HIT");

    const [miss, hit] = await recordsSince(before);
    expect(miss).toMatchObject({ kind: "page", page_type: "landing", status: 200, cache: "MISS", upstream_status: 200 });
    expect(miss!.upstream_calls).toBeGreaterThan(0);
    expect(miss!.upstream_ms).toBeGreaterThanOrEqual(0);
    expect(miss!.recorded_at % 60_000).toBe(0);
    expect(hit).toMatchObject({ kind: "page", page_type: "landing", status: 200, cache: "HIT" });
  });

  it("records the upstream's worst status when a call fails", async () => {
    const before = await lastId();
    const response = await request(
      "/api/me/cart/add",
      {
        method: "POST",
        headers: { origin: "http://shop.test", "content-type": "application/json" },
        body: JSON.stringify({ code: "K1001-100", quantity: 1 }),
      },
      { FAULTS: "cart.add:fail" },
    );
    expect(response.status).toBe(502);
    const [record] = await recordsSince(before);
    expect(record).toMatchObject({ kind: "api", status: 502, cache: null, upstream_status: 503 });
  });

  it("does not record health checks", async () => {
    const before = await lastId();
    expect((await request("/healthz")).status).toBe(200);
    expect(await recordsSince(before)).toEqual([]);
  });

  it("answers every request with its id: Cloudflare's ray id where there is one", async () => {
    const ray = "8f1c2d3e4a5b6c7d-HEL";
    expect((await request("/healthz", { headers: { "cf-ray": ray } })).headers.get("x-request-id")).toBe(ray);
    expect((await request("/healthz")).headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("writes log lines as JSON with the request's id", async () => {
    const lines: string[] = [];
    vi.spyOn(console, "error").mockImplementation((line: unknown) => void lines.push(String(line)));
    const response = await request(
      "/api/me/cart/add",
      {
        method: "POST",
        headers: { origin: "http://shop.test", "content-type": "application/json", "cf-ray": "7a7a7a7a7a7a7a7a-ARN" },
        body: JSON.stringify({ code: "K1001-100", quantity: 1 }),
      },
      { FAULTS: "cart.add:fail" },
    );
    expect(response.headers.get("x-request-id")).toBe("7a7a7a7a7a7a7a7a-ARN");
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged.length).toBeGreaterThan(0);
    for (const line of logged) expect(line).toMatchObject({ level: "error", requestId: "7a7a7a7a7a7a7a7a-ARN" });
    expect(logged.map((line) => line.message)).toContain("The cart call failed");
  });
});

describe("the Analytics Engine store (remote mode)", () => {
  it("writes a data point per measurement and per request, the page type as the index", async () => {
    const points: AnalyticsEngineDataPoint[] = [];
    const store = analyticsEngineStore({ writeDataPoint: (point) => void points.push(point!) });
    await store.recordBeacon(
      {
        pageType: "category",
        navigationType: "reload",
        connection: "3g",
        measurements: [
          { name: "LCP", value: 2400, target: "img.hero" },
          { name: "TTFB", value: 300 },
        ],
      },
      Date.now(),
    );
    await store.recordRequest(
      {
        kind: "page",
        pageType: "category",
        status: 200,
        cache: "STALE",
        upstreamCalls: 0,
        upstreamMs: null,
        upstreamStatus: null,
      },
      Date.now(),
    );
    expect(points).toEqual([
      { indexes: ["category"], blobs: ["field", "LCP", "category", "reload", "3g", "img.hero"], doubles: [2400] },
      { indexes: ["category"], blobs: ["field", "TTFB", "category", "reload", "3g", ""], doubles: [300] },
      { indexes: ["category"], blobs: ["request", "page", "category", "STALE"], doubles: [200, 0, -1, -1] },
    ]);
  });
});
