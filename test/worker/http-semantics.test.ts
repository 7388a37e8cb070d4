// HTTP semantics and headers of the edge (issue 8, DESIGN.md contract): 405 with Allow for a wrong
// method on a known API path, 404 for an unknown one, JSON write bodies capped while they stream
// (413 before a chunked body is read whole), and HSTS with the hardening headers on every answer.
import { describe, expect, it } from "vitest";
import { MAX_JSON_BODY_BYTES } from "../../worker/middleware/guards.ts";
import { HSTS } from "../../worker/middleware/security-headers.ts";
import { request } from "./helpers.ts";

const SAME_ORIGIN = { origin: "http://shop.test" };

/** A body that streams without a length: `chunks` pieces of 16 KB, counting how many were pulled. */
function chunkedBody(chunks: number) {
  const piece = new TextEncoder().encode(`"${"a".repeat(16 * 1024 - 2)}"`);
  const state = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled === chunks) return controller.close();
      state.pulled += 1;
      controller.enqueue(piece);
    },
  });
  return { stream, state };
}

describe("methods", () => {
  it.each([
    ["DELETE", "/api/me/cart", "GET, HEAD"],
    ["GET", "/api/me/cart/add", "POST"],
    ["PUT", "/api/me/cart/quantity", "POST"],
    ["POST", "/api/cda/content", "GET, HEAD"],
  ])("answers %s %s with 405 and Allow: %s", async (method, path, allow) => {
    const response = await request(path, { method, headers: SAME_ORIGIN });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe(allow);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(((await response.json()) as { message: string }).message).toContain(method);
  });

  it("answers 405 for a path with a parameter, and 404 for an unknown API path", async () => {
    const checkout = await request("/api/me/checkout/123/coupon", { method: "PATCH", headers: SAME_ORIGIN });
    expect(checkout.status).toBe(405);
    expect(checkout.headers.get("allow")).toContain("PUT");
    const unknown = await request("/api/no-such-thing", { method: "POST", headers: SAME_ORIGIN });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("allow")).toBeNull();
  });
});

describe("bodies", () => {
  it("refuses a chunked body with 413 as soon as it passes the cap, without reading it whole", async () => {
    const { stream, state } = chunkedBody(4096); // 64 MB if read whole
    const response = await request("/api/me/cart/add", {
      method: "POST",
      headers: { ...SAME_ORIGIN, "content-type": "application/json" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(state.pulled * 16 * 1024).toBeLessThan(MAX_JSON_BODY_BYTES + 4 * 16 * 1024);
  });

  it("refuses a declared length over the cap unread, and reads a body just under it", async () => {
    const over = await request("/api/me/cart/add", {
      method: "POST",
      headers: { ...SAME_ORIGIN, "content-type": "application/json" },
      body: JSON.stringify({ code: "x".repeat(MAX_JSON_BODY_BYTES), quantity: 1 }),
    });
    expect(over.status).toBe(413);
    const under = await request("/api/me/cart/add", {
      method: "POST",
      headers: { ...SAME_ORIGIN, "content-type": "application/json" },
      body: JSON.stringify({ code: "x".repeat(1000), quantity: 1 }),
    });
    expect(under.status).toBe(400);
  });
});

describe("headers", () => {
  it.each(["/fi", "/api/me/cart", "/healthz", "/api/no-such-thing", "/robots.txt"])(
    "sends HSTS and nosniff on %s",
    async (path) => {
      const response = await request(path);
      expect(response.headers.get("strict-transport-security")).toBe(HSTS);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("x-frame-options")).toBeNull();
    },
  );

  it("lets the CMS preview origins frame the site and nobody else", async () => {
    const response = await request("/fi", {}, { PREVIEW_FRAME_ORIGINS: "https://cms.example https://edit.example" });
    expect(response.headers.get("content-security-policy")).toContain(
      "frame-ancestors 'self' https://cms.example https://edit.example",
    );
  });

  it("lets pictures come from the upstream's own origin in remote mode, even where it is not https", async () => {
    const policy = (response: Response) => response.headers.get("content-security-policy") ?? "";
    expect(policy(await request("/healthz", {}, { UPSTREAM_ORIGIN: "http://localhost:8791/" }))).toContain(
      "img-src 'self' data: https: http://localhost:8791;",
    );
    expect(policy(await request("/healthz"))).toContain("img-src 'self' data: https:;");
  });

  it("sends the bare address to the language the shopper chose, else Finnish", async () => {
    const chosen = await request("/?x=1", { headers: { cookie: "preferred-language=sv" } });
    expect(chosen.status).toBe(302);
    expect(chosen.headers.get("location")).toBe("/sv?x=1");
    const fallback = await request("/", { headers: { cookie: "preferred-language=de" } });
    expect(fallback.headers.get("location")).toBe("/fi");
  });
});
