// The generic client's do-not-track flag (spec 000 §7): the browser sends `DNT: 1` (or Global Privacy
// Control's `Sec-GPC: 1`) itself when the shopper asks for it, and the worker tells the commerce API
// so on the shopper's calls; the shared, cached content calls never carry one shopper's flag.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { json, type PickedVariation, pickVariations } from "./cart-fixtures.ts";
import { CookieJar } from "./cookie-jar.ts";
import { forwarding, REMOTE, standIn } from "./upstream-stand-in.ts";

let plenty: PickedVariation;

beforeAll(async () => {
  ({ plenty } = await pickVariations());
});
afterEach(() => {
  vi.restoreAllMocks();
});

const cartCalls = (calls: Request[]) => calls.filter((call) => new URL(call.url).pathname.startsWith("/api/me/cart"));

describe("do not track", () => {
  it("reaches the commerce API with the shopper's cart call when the browser asks for it", async () => {
    const calls = standIn(forwarding);
    const shopper = new CookieJar();
    const added = await shopper.post("/api/me/cart/add?language=en", { code: plenty.code, quantity: 1 }, { dnt: "1" }, REMOTE);
    expect(added.status).toBe(200);
    await json(added);
    const [add] = cartCalls(calls);
    expect(add?.headers.get("dnt")).toBe("1");
  });

  it("reaches it for Global Privacy Control's header too", async () => {
    const calls = standIn(forwarding);
    await new CookieJar().post("/api/me/cart/add?language=en", { code: plenty.code, quantity: 1 }, { "sec-gpc": "1" }, REMOTE);
    const [add] = cartCalls(calls);
    expect(add?.headers.get("dnt")).toBe("1");
  });

  it("is not invented when the browser does not ask", async () => {
    const calls = standIn(forwarding);
    const shopper = new CookieJar();
    await shopper.post("/api/me/cart/add?language=en", { code: plenty.code, quantity: 1 }, {}, REMOTE);
    const [add] = cartCalls(calls);
    expect(add).toBeDefined();
    expect(add?.headers.has("dnt")).toBe(false);
  });

  it("never reaches the shared content calls", async () => {
    const calls = standIn(forwarding);
    await new CookieJar().fetch("/api/cda/content?contentUrl=/en/kaarna-club", { headers: { dnt: "1" } }, REMOTE);
    const content = calls.filter((call) => new URL(call.url).pathname === "/api/cda/content");
    expect(content.length).toBeGreaterThan(0);
    for (const call of content) expect(call.headers.has("dnt")).toBe(false);
  });
});
