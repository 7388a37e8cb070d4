// The anonymous shopper session: the cookie, the token's lifetime and refresh, and token failures.
import { env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Env } from "../../worker/env.ts";
import { embeddedBackend } from "../../worker/upstream/embedded/backend.ts";
import { ensureDatabase } from "../../worker/upstream/embedded/database.ts";
import { CookieJar, SHOPPER_COOKIE } from "./cookie-jar.ts";

beforeAll(async () => {
  await ensureDatabase(env.DB);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const MINUTE = 60_000;

function tokenRequest(fields: Record<string, string>, type = "application/x-www-form-urlencoded") {
  return embeddedBackend.request(
    "/connect/token",
    { method: "POST", headers: { "content-type": type }, body: new URLSearchParams(fields).toString() },
    env as unknown as Env,
  );
}

const GRANT = { grant_type: "anonymous", client_id: "frontend", scope: "anonymous_id", anonymous_id: crypto.randomUUID() };

describe("the embedded connect token endpoint", () => {
  it("issues a 30-minute bearer token for an anonymous id", async () => {
    const response = await tokenRequest(GRANT);
    expect(response.status).toBe(200);
    const body = await response.json<{ access_token: string; token_type: string; expires_in: number }>();
    expect(body.token_type).toBe("Bearer");
    expect(body.expires_in).toBe(1800);
    expect(body.access_token).toMatch(/^[\w-]{40,}$/);
  });

  it.each([
    [{ ...GRANT, grant_type: "password" }, "unsupported_grant_type"],
    [{ ...GRANT, client_id: "backoffice" }, "invalid_client"],
    [{ ...GRANT, scope: "openid" }, "invalid_request"],
    [{ ...GRANT, anonymous_id: "not-a-uuid" }, "invalid_request"],
  ])("refuses %o with %s", async (fields, error) => {
    const response = await tokenRequest(fields);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error });
  });

  it("refuses a JSON token request", async () => {
    const response = await tokenRequest(GRANT, "application/json");
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "invalid_request" });
  });

  it("answers 401 to cart calls without a valid token", async () => {
    const none = await embeddedBackend.request("/api/me/cart", {}, env as unknown as Env);
    expect(none.status).toBe(401);
    const wrong = await embeddedBackend.request(
      "/api/me/cart",
      { headers: { authorization: "Bearer nope" } },
      env as unknown as Env,
    );
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ status: 401, errors: [] });
  });
});

describe("the shopper session cookie", () => {
  it("is a __Host- cookie: HttpOnly, Secure, SameSite=Lax, Path=/, no Domain, kept for a year", async () => {
    const shopper = new CookieJar();
    const response = await shopper.post("/api/me/cart/add", { code: "K4002-180", quantity: 1 });
    expect(response.status).toBe(200);
    const [cookie, ...others] = response.headers.getSetCookie();
    expect(others).toEqual([]);
    expect(cookie).toMatch(new RegExp(`^${SHOPPER_COOKIE}=`));
    const attributes = cookie!
      .split(";")
      .slice(1)
      .map((part) => part.trim().toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(["httponly", "secure", "samesite=lax", "path=/", "max-age=31536000"]));
    expect(attributes.some((attribute) => attribute.startsWith("domain"))).toBe(false);
    const session = shopper.session();
    expect(session.anonymousId).toMatch(/^[0-9a-f-]{36}$/);
    expect(session.expiresAt).toBeGreaterThan(Date.now() + 29 * MINUTE);
    expect(session.expiresAt).toBeLessThanOrEqual(Date.now() + 30 * MINUTE);
  });

  it("keeps the same token while it has more than 5 minutes left", async () => {
    const shopper = new CookieJar();
    const first = await (await shopper.post("/api/me/cart/add", { code: "K4002-180", quantity: 1 })).json<{ id: number }>();
    const again = await shopper.fetch("/api/me/cart");
    expect(again.headers.getSetCookie()).toEqual([]);
    expect((await again.json<{ id: number }>()).id).toBe(first.id);
  });

  it.each([
    ["less than 5 minutes left", 4 * MINUTE],
    ["expired", -MINUTE],
  ])("refreshes a token with %s for the same shopper and cart; the next successful write stores it", async (_, remaining) => {
    const shopper = new CookieJar();
    await shopper.post("/api/me/cart/add", { code: "K4002-180", quantity: 2 });
    const before = shopper.session();
    await shopper.setSession({ ...before, expiresAt: Date.now() + remaining });
    const read = await shopper.fetch("/api/me/cart");
    expect(read.status).toBe(200);
    expect(read.headers.getSetCookie()).toEqual([]);
    expect((await read.json<{ totalQuantity: number }>()).totalQuantity).toBe(2);
    const write = await shopper.post("/api/me/cart/add", { code: "K4002-180", quantity: 1 });
    expect(write.status).toBe(200);
    const after = shopper.session();
    expect(after.anonymousId).toBe(before.anonymousId);
    expect(after.token).not.toBe(before.token);
    expect(after.expiresAt).toBeGreaterThan(Date.now() + 29 * MINUTE);
    expect((await write.json<{ totalQuantity: number }>()).totalQuantity).toBe(3);
  });

  it("gets a new token for the same shopper when the upstream refuses the stored one", async () => {
    const shopper = new CookieJar();
    await shopper.post("/api/me/cart/add", { code: "K4002-180", quantity: 1 });
    const before = shopper.session();
    await shopper.setSession({ ...before, token: "revoked-token-that-the-upstream-forgot" });
    const response = await shopper.post("/api/me/cart/add", { code: "K4002-180", quantity: 1 });
    expect(response.status).toBe(200);
    expect((await response.json<{ totalQuantity: number }>()).totalQuantity).toBe(2);
    expect(shopper.session().anonymousId).toBe(before.anonymousId);
    expect(shopper.session().token).not.toBe("revoked-token-that-the-upstream-forgot");
  });

  it("shows an empty cart for a malformed cookie and starts a new session on the first edit", async () => {
    const shopper = new CookieJar();
    shopper.cookies.set(SHOPPER_COOKIE, "garbage");
    const empty = await shopper.fetch("/api/me/cart");
    expect((await empty.json<{ totalQuantity: number }>()).totalQuantity).toBe(0);
    const response = await shopper.post("/api/me/cart/add", { code: "K4002-180", quantity: 1 });
    expect(response.status).toBe(200);
    expect(shopper.session().anonymousId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("never shows the token in a body or in any Set-Cookie but the session cookie", async () => {
    const shopper = new CookieJar();
    const bodies = [await (await shopper.post("/api/me/cart/add", { code: "K4002-180", quantity: 1 })).text()];
    const { token } = shopper.session();
    bodies.push(await (await shopper.fetch("/api/me/cart")).text());
    bodies.push(await (await shopper.post("/api/me/cart/add", { code: "K4002-180", quantity: 0 })).text());
    bodies.push(await (await shopper.fetch("/api/localizations?language=en")).text());
    for (const body of bodies) expect(body).not.toContain(token);
    for (const line of shopper.setCookies.filter((cookie) => !cookie.startsWith(`${SHOPPER_COOKIE}=`)))
      expect(line).not.toContain(token);
  });
});

describe("token failure", () => {
  it("logs 'Failed to authorize cart' without the token and answers 503 JSON", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new Error("connection refused"));
    const shopper = new CookieJar();
    const response = await shopper.post(
      "/api/me/cart/add?language=en",
      { code: "K4002-180", quantity: 1 },
      {},
      { UPSTREAM_ORIGIN: "https://commerce.invalid" },
    );
    expect(response.status).toBe(503);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await response.json()).toEqual({
      status: 503,
      message: expect.stringMatching(/cart could not be opened/i),
      errors: [],
    });
    // One JSON line per event (worker/observability/log.ts), with the request's id and no token.
    const [line] = errors.mock.calls.map(([logged]) => JSON.parse(String(logged)) as Record<string, unknown>);
    expect(line).toEqual({ level: "error", message: "Failed to authorize cart", requestId: expect.any(String), status: null });
  });

  it("answers 503 when the upstream refuses to issue a token", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json({ error: "invalid_client" }, { status: 400 }));
    const response = await new CookieJar().post(
      "/api/me/cart/add",
      { code: "K4002-180", quantity: 1 },
      {},
      { UPSTREAM_ORIGIN: "https://commerce.invalid" },
    );
    expect(response.status).toBe(503);
  });
});

describe("sessions that only writes create, signed", () => {
  const madeUp = () => ({
    anonymousId: crypto.randomUUID(),
    expiresAt: Date.now() + 60 * MINUTE,
    token: "made-up-token-0123456789",
  });

  it("never adopts a well-formed but unsigned cookie: a read shows an empty cart and sets no cookie", async () => {
    const shopper = new CookieJar();
    const session = madeUp();
    shopper.cookies.set(SHOPPER_COOKIE, encodeURIComponent(`${session.anonymousId}.${session.expiresAt}.${session.token}`));
    const response = await shopper.fetch("/api/me/cart");
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect((await response.json<{ totalQuantity: number }>()).totalQuantity).toBe(0);
  });

  it("never adopts a cookie signed with another secret: the first write starts a new shopper", async () => {
    const shopper = new CookieJar();
    const forged = madeUp();
    await shopper.setSession(forged, "an-attackers-own-secret-value");
    const read = await shopper.fetch("/api/me/cart");
    expect(read.headers.getSetCookie()).toEqual([]);
    const write = await shopper.post("/api/me/cart/add", { code: "K4002-180", quantity: 1 });
    expect(write.status).toBe(200);
    expect(shopper.session().anonymousId).not.toBe(forged.anonymousId);
  });

  it("refuses a signed cookie whose content was altered", async () => {
    const shopper = new CookieJar();
    await shopper.post("/api/me/cart/add", { code: "K4002-180", quantity: 1 });
    const signed = shopper.cookies.get(SHOPPER_COOKIE)!;
    const other = crypto.randomUUID();
    shopper.cookies.set(SHOPPER_COOKIE, signed.replace(/^[0-9a-f-]{36}/, other));
    const response = await shopper.fetch("/api/me/cart");
    expect((await response.json<{ totalQuantity: number }>()).totalQuantity).toBe(0);
  });

  it("creates no cart row for reads, and sets no cookie on a refused write", async () => {
    const rows = () => env.DB.prepare("SELECT COUNT(*) AS n FROM commerce_carts").first<{ n: number }>();
    const before = await rows();
    const shopper = new CookieJar();
    for (let n = 0; n < 5; n += 1) expect((await shopper.fetch("/api/me/cart")).headers.getSetCookie()).toEqual([]);
    expect((await rows())?.n).toBe(before?.n);
    const refused = await shopper.post("/api/me/cart/add", { code: "NO-SUCH-PRODUCT", quantity: 1 });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.headers.getSetCookie()).toEqual([]);
    const invalid = await shopper.post("/api/me/cart/add", { code: "", quantity: 0 });
    expect(invalid.status).toBe(400);
    expect(invalid.headers.getSetCookie()).toEqual([]);
  });
});
