// POST /api/rum through the real worker and local D1 (embedded mode): a valid beacon is stored and
// answered 204, a malformed one 400, one past 4 KB 413 while it streams, too many from one address
// 429; and what is stored names nobody.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { ensureDatabase } from "../../worker/upstream/embedded/database.ts";
import { request } from "./helpers.ts";

beforeAll(async () => {
  await ensureDatabase(env.DB);
});

const ORIGIN = "http://shop.test";
let addresses = 0;
/** An address of each test's own, so one test's beacons do not count against another's limit. */
const freshAddress = () => `198.51.100.${++addresses}`;

const BEACON = {
  pageType: "product",
  navigationType: "navigate",
  connection: "4g",
  measurements: [
    { name: "LCP", value: 1834, target: "main>div.product-hero>img" },
    { name: "INP", value: 96, target: "button.add-to-cart" },
    { name: "CLS", value: 0.012, target: "footer" },
    { name: "TTFB", value: 212 },
  ],
};

function send(body: BodyInit, headers: Record<string, string> = {}) {
  return request("/api/rum", {
    method: "POST",
    headers: { origin: ORIGIN, "content-type": "text/plain;charset=UTF-8", "cf-connecting-ip": freshAddress(), ...headers },
    body,
  });
}

const rowsSince = async (since: number) =>
  (await env.DB.prepare("SELECT * FROM field_measurements WHERE demo = 0 AND id > ? ORDER BY id").bind(since).all())
    .results as Record<string, unknown>[];
const lastId = async () =>
  (await env.DB.prepare("SELECT COALESCE(MAX(id), 0) AS id FROM field_measurements").first<{ id: number }>())!.id;

describe("the field measurement beacon", () => {
  it("answers a valid beacon 204 with no body and no cookie, and stores one row a metric that names nobody", async () => {
    const before = await lastId();
    const response = await send(JSON.stringify(BEACON), {
      cookie: "__Host-kaarna-session=shopper-session-value; kaarna-language=fi",
      "user-agent": "Mozilla/5.0 (Linux; Android 14; Pixel 8) field-test-agent",
      "cf-connecting-ip": "192.0.2.77",
    });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
    expect(response.headers.getSetCookie()).toEqual([]);

    const rows = await rowsSince(before);
    expect(rows.map((row) => [row.metric, row.value, row.target])).toEqual([
      ["LCP", 1834, "main>div.product-hero>img"],
      ["INP", 96, "button.add-to-cart"],
      ["CLS", 0.012, "footer"],
      ["TTFB", 212, null],
    ]);
    for (const row of rows) {
      // Exactly these columns: no address, agent, cookie, session or visit id has a place to go.
      expect(Object.keys(row).sort()).toEqual(
        ["connection", "demo", "id", "metric", "navigation_type", "page_type", "recorded_at", "target", "value"].sort(),
      );
      expect(row).toMatchObject({ page_type: "product", navigation_type: "navigate", connection: "4g", demo: 0 });
      // The minute it arrived, no finer.
      expect(Number(row.recorded_at) % 60_000).toBe(0);
      expect(Math.abs(Date.now() - Number(row.recorded_at))).toBeLessThan(5 * 60_000);
    }
    const stored = JSON.stringify(rows);
    for (const sent of ["192.0.2.77", "field-test-agent", "shopper-session-value", "kaarna-language"])
      expect(stored).not.toContain(sent);
  });

  it("takes the JSON type as well as sendBeacon's text/plain", async () => {
    expect((await send(JSON.stringify(BEACON), { "content-type": "application/json" })).status).toBe(204);
  });

  it("answers a malformed beacon 400 and stores nothing", async () => {
    const before = await lastId();
    const malformed = [
      "{not json",
      JSON.stringify({ ...BEACON, pageType: "admin" }),
      JSON.stringify({ ...BEACON, measurements: [] }),
      JSON.stringify({ ...BEACON, measurements: [{ name: "LCP", value: -1 }] }),
      JSON.stringify({
        ...BEACON,
        measurements: [
          { name: "LCP", value: 1000 },
          { name: "LCP", value: 1200 },
        ],
      }),
      JSON.stringify({ ...BEACON, measurements: [{ name: "FID", value: 10 }] }),
      // Anything that could name the sender has no place in a beacon.
      JSON.stringify({ ...BEACON, visitorId: "a1b2c3" }),
      JSON.stringify({ ...BEACON, measurements: [{ name: "TTFB", value: 200, id: "v5-1700000000000-123" }] }),
    ];
    for (const body of malformed) {
      const response = await send(body);
      expect(response.status, body).toBe(400);
      expect(await response.text()).toBe("");
    }
    expect(await rowsSince(before)).toEqual([]);
  });

  it("answers a beacon past 4 KB 413, by its length or while it streams without one", async () => {
    const large = JSON.stringify({ ...BEACON, padding: "x".repeat(5000) });
    expect((await send(large)).status).toBe(413);
    const chunks = [new TextEncoder().encode(large.slice(0, 3000)), new TextEncoder().encode(large.slice(3000))];
    const streamed = new ReadableStream<Uint8Array>({
      pull(controller) {
        const chunk = chunks.shift();
        if (chunk) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const response = await send(streamed, { "transfer-encoding": "chunked" });
    expect(response.status).toBe(413);
  });

  it("refuses beacons from other sites (403) and bodies that are not text (415)", async () => {
    expect((await send(JSON.stringify(BEACON), { origin: "https://elsewhere.example" })).status).toBe(403);
    expect((await send(JSON.stringify(BEACON), { "content-type": "application/x-www-form-urlencoded" })).status).toBe(415);
  });

  it("limits beacons per address: past 60 a minute they are refused with 429", async () => {
    const address = "203.0.113.201";
    const statuses: number[] = [];
    // The limiter's minute is the wall clock's: a count started just before it turns starts again once.
    for (let sent = 0; sent < 121 && !statuses.includes(429); sent++) {
      statuses.push((await send(JSON.stringify(BEACON), { "cf-connecting-ip": address })).status);
    }
    const accepted = statuses.indexOf(429);
    expect(accepted).toBeGreaterThanOrEqual(60);
    expect(statuses.slice(0, accepted).every((status) => status === 204)).toBe(true);
    // Another address is not held back by this one's beacons.
    expect((await send(JSON.stringify(BEACON))).status).toBe(204);
  });

  it("is only a POST", async () => {
    const response = await request("/api/rum");
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
  });
});
