// Members sign in with OpenID Connect's code flow and PKCE, the worker as the confidential client
// (issue 11), through the real worker, the embedded identity provider, D1 and cookies.
import { env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Env } from "../../worker/env.ts";
import { embeddedBackend } from "../../worker/upstream/embedded/backend.ts";
import { ensureDatabase } from "../../worker/upstream/embedded/database.ts";
import { CookieJar, ORIGIN, SHOPPER_COOKIE } from "./cookie-jar.ts";
import { request } from "./helpers.ts";

beforeAll(async () => {
  await ensureDatabase(env.DB);
});
afterEach(() => vi.restoreAllMocks());

const MAIJA = { email: "maija@kaarna.example", password: "Kaarna-demo-2026" };
const MEMBER_COOKIE = "__Host-kaarna-member";
const TRANSACTION_COOKIE = "__Host-kaarna-oidc";
const pathOf = (location: string | null) => {
  const url = new URL(location ?? "", ORIGIN);
  return `${url.pathname}${url.search}`;
};

/** Follows the flow to the provider's sign-in page; returns its form's hidden fields. */
async function startSignIn(browser: CookieJar, returnTo = "/en/kaarna-club") {
  const start = await browser.fetch(`/api/auth/sign-in?returnTo=${encodeURIComponent(returnTo)}&language=en`);
  expect(start.status).toBe(302);
  const authorize = pathOf(start.headers.get("location"));
  expect(authorize).toMatch(/^\/connect\/authorize\?/);
  const params = new URL(authorize, ORIGIN).searchParams;
  expect(params.get("code_challenge_method")).toBe("S256");
  expect(params.get("redirect_uri")).toBe(`${ORIGIN}/api/auth/callback`);
  const page = await browser.fetch(authorize);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('<html lang="en">');
  expect(html).toContain("Sign in to the Kaarna Club");
  return Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((match) => [
      match[1]!,
      match[2]!.replaceAll("&amp;", "&"),
    ]),
  );
}

const signInForm = (fields: Record<string, string>, credentials: { email: string; password: string }) => ({
  method: "POST",
  // An address of this file's own, so other files' sign-ins do not count against its limits.
  headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, "cf-connecting-ip": "203.0.113.20" },
  body: new URLSearchParams({ ...fields, ...credentials }).toString(),
});

async function signIn(browser: CookieJar) {
  const fields = await startSignIn(browser);
  const authorized = await browser.fetch("/connect/authorize", signInForm(fields, MAIJA));
  expect(authorized.status).toBe(302);
  const callback = pathOf(authorized.headers.get("location"));
  expect(callback).toMatch(/^\/api\/auth\/callback\?code=[\w-]+&state=/);
  return callback;
}

const authenticated = async (browser: CookieJar) =>
  (await (await browser.fetch("/api/me/member/authenticated")).json()) as boolean;

describe("member sign-in", () => {
  it("signs Maija in and back to the page she came from, with a server-side session in an HttpOnly cookie", async () => {
    const browser = new CookieJar();
    await browser.setSession({
      anonymousId: "0b7c3d1e-9a2f-4c5b-8d6e-1f2a3b4c5d6e",
      expiresAt: Date.now() + 60_000,
      token: "a-shopper-token-of-16+",
    });
    const shopperCookie = browser.cookies.get(SHOPPER_COOKIE);
    expect(await authenticated(browser)).toBe(false);
    expect(await (await browser.fetch("/api/me/member")).json()).toBeNull();

    const done = await browser.fetch(await signIn(browser));
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe("/en/kaarna-club");
    const cookie = done.headers.getSetCookie().find((line) => line.startsWith(`${MEMBER_COOKIE}=`)) ?? "";
    for (const attribute of ["HttpOnly", "Secure", "SameSite=Lax", "Path=/"]) expect(cookie).toContain(attribute);
    expect(cookie).not.toContain(MAIJA.email);
    // The anonymous cart's cookie is left as it was: a cart filled before signing in is kept.
    expect(browser.cookies.get(SHOPPER_COOKIE)).toBe(shopperCookie);

    expect(await authenticated(browser)).toBe(true);
    const member = (await (await browser.fetch("/api/me/member")).json()) as Record<string, unknown>;
    expect(member).toMatchObject({
      email: MAIJA.email,
      firstName: "Maija",
      lastName: "Meikäläinen",
      address: { city: "Helsinki" },
    });
    expect((await browser.fetch("/api/me/member")).headers.get("cache-control")).toBe("private, no-store");
  });

  it("ends the session at once on sign-out, here and at the provider", async () => {
    const browser = new CookieJar();
    await browser.fetch(await signIn(browser));
    const stolen = new CookieJar();
    stolen.cookies.set(MEMBER_COOKIE, browser.cookies.get(MEMBER_COOKIE)!);
    expect(await authenticated(stolen)).toBe(true);
    const tokens = async () => (await env.DB.prepare("SELECT COUNT(*) AS n FROM member_tokens").first<{ n: number }>())!.n;
    const before = await tokens();

    expect(
      (await browser.fetch("/api/auth/sign-out", { method: "POST", headers: { origin: "https://evil.example" } })).status,
    ).toBe(403);
    const out = await browser.fetch("/api/auth/sign-out", { method: "POST", headers: { origin: ORIGIN } });
    expect(out.status).toBe(204);
    expect(await authenticated(browser)).toBe(false);
    expect(await authenticated(stolen)).toBe(false);
    expect(await tokens()).toBe(before - 1);
  });

  it("ends the browser's earlier session when someone signs in again in it, here and at the provider", async () => {
    const browser = new CookieJar();
    await browser.fetch(await signIn(browser));
    const earlier = new CookieJar();
    earlier.cookies.set(MEMBER_COOKIE, browser.cookies.get(MEMBER_COOKIE)!);
    const earlierKey = (await (await earlier.fetch("/api/me/member/widget-data")).json()) as { userIdEncrypted: string };
    expect(await authenticated(earlier)).toBe(true);

    const again = await browser.fetch(await signIn(browser));
    expect(again.status).toBe(303);
    expect(again.headers.getSetCookie().filter((line) => line.startsWith(`${MEMBER_COOKIE}=`))).toHaveLength(1);
    expect(browser.cookies.get(MEMBER_COOKIE)).not.toBe(earlier.cookies.get(MEMBER_COOKIE));
    expect(await authenticated(browser)).toBe(true);
    expect(await authenticated(earlier)).toBe(false);
    const widget = await earlier.fetch("/connect/widget/en/profile", {
      headers: { "x-widget-user": earlierKey.userIdEncrypted },
    });
    expect(widget.status).toBe(401);
  });

  it("completes a sign-in transaction once: its cookie sent again starts nothing", async () => {
    const browser = new CookieJar();
    const fields = await startSignIn(browser);
    const transaction = browser.cookies.get(TRANSACTION_COOKIE)!;
    const first = await browser.fetch("/connect/authorize", signInForm(fields, MAIJA));
    expect((await browser.fetch(pathOf(first.headers.get("location")))).status).toBe(303);

    // The same transaction cookie, kept and sent again with a fresh code for the same state and challenge.
    for (let round = 0; round < 2; round += 1) {
      const replay = new CookieJar();
      replay.cookies.set(TRANSACTION_COOKIE, transaction);
      const code = await replay.fetch("/connect/authorize", signInForm(fields, MAIJA));
      expect(code.status).toBe(302);
      const done = await replay.fetch(pathOf(code.headers.get("location")));
      expect(done.status, `round ${round}`).toBe(400);
      expect(replay.cookies.get(MEMBER_COOKIE) ?? "").toBe("");
    }
  });

  it("refuses a sign-in transaction past its ten minutes on the server, whatever the browser still sends", async () => {
    const browser = new CookieJar();
    const fields = await startSignIn(browser);
    const now = Date.now();
    vi.spyOn(Date, "now").mockImplementation(() => now + 10.4 * 60 * 1000);
    const code = await browser.fetch("/connect/authorize", signInForm(fields, MAIJA));
    expect(code.status).toBe(302);
    const done = await browser.fetch(pathOf(code.headers.get("location")));
    expect(done.status).toBe(400);
    expect(await authenticated(browser)).toBe(false);
  });

  it("refuses a callback whose state is not this browser's, and a code used twice", async () => {
    const browser = new CookieJar();
    const callback = await signIn(browser);
    const forgedState = callback.replace(/state=[^&]+/, "state=not-the-state-of-this-browser");
    const refused = await browser.fetch(forgedState, { headers: { "accept-language": "en" } });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe(
      "The sign-in could not be completed. Start it again from the shop.",
    );
    expect(
      refused.headers.getSetCookie().some((line) => line.startsWith(`${MEMBER_COOKIE}=`) && !line.includes("Max-Age=0")),
    ).toBe(false);

    // A second browser that captured the code cannot use it: the first one already redeemed it.
    const first = new CookieJar();
    const code = await signIn(first);
    expect((await first.fetch(code)).status).toBe(303);
    const replay = await first.fetch(code);
    expect(replay.status).toBe(400);
  });

  it("redeems a code only with its PKCE verifier and the client's secret", async () => {
    const browser = new CookieJar();
    const code = new URL(await signIn(browser), ORIGIN).searchParams.get("code")!;
    const exchange = (fields: Record<string, string>) =>
      embeddedBackend.request(
        "/connect/token",
        {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams(fields).toString(),
        },
        env as unknown as Env,
      );
    const base = { grant_type: "authorization_code", client_id: "storefront", code, redirect_uri: `${ORIGIN}/api/auth/callback` };
    const wrongSecret = await exchange({ ...base, client_secret: "not-the-client-secret", code_verifier: "x".repeat(43) });
    expect(wrongSecret.status).toBe(401);
    const wrongVerifier = await exchange({
      ...base,
      client_secret: (env as unknown as Env).OIDC_CLIENT_SECRET,
      code_verifier: "y".repeat(43),
    });
    expect(wrongVerifier.status).toBe(400);
    expect(((await wrongVerifier.json()) as { error: string }).error).toBe("invalid_grant");
    // The failed attempt used the code up: even the right verifier cannot redeem it now.
    expect((await browser.fetch(`/api/auth/callback?code=${code}&state=x`)).status).toBe(400);
  });

  it("never sends a code to an address the client did not register, and never redirects off the site after sign-in", async () => {
    const browser = new CookieJar();
    const fields = await startSignIn(browser);
    const foreign = new URLSearchParams({ ...fields, redirect_uri: "https://evil.example/api/auth/callback" });
    const page = await browser.fetch(`/connect/authorize?${foreign}`);
    expect(page.status).toBe(400);
    expect(page.headers.get("location")).toBeNull();

    const offSite = new CookieJar();
    const start = await offSite.fetch("/api/auth/sign-in?returnTo=%2F%2Fevil.example%2Fen&language=en");
    expect(start.status).toBe(302);
    const again = await offSite.fetch(pathOf(start.headers.get("location")));
    const hidden = Object.fromEntries(
      [...(await again.text()).matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [
        m[1]!,
        m[2]!.replaceAll("&amp;", "&"),
      ]),
    );
    const authorized = await offSite.fetch("/connect/authorize", signInForm(hidden, MAIJA));
    const done = await offSite.fetch(pathOf(authorized.headers.get("location")));
    expect(done.headers.get("location")).toBe("/en");
  });

  it("never leaves the site after sign-in or from the password page, however the return address is spelt", async () => {
    const bypasses = ["/.//x//evil.example/login", "/.//evil.example/account", "/%2e//evil.example", "/x/..//evil.example"];
    for (const returnTo of bypasses) {
      const browser = new CookieJar();
      const fields = await startSignIn(browser, returnTo);
      const authorized = await browser.fetch("/connect/authorize", signInForm(fields, MAIJA));
      const done = await browser.fetch(pathOf(authorized.headers.get("location")));
      expect(done.status, returnTo).toBe(303);
      expect(done.headers.get("location"), returnTo).toBe("/en");

      const page = await new CookieJar().fetch(`/connect/password?ui_locales=en&return_to=${encodeURIComponent(returnTo)}`);
      const text = await page.text();
      const links = [...text.matchAll(/(?:href|value)="([^"]*)"/g)].map((match) => match[1]!.replaceAll("&amp;", "&"));
      expect(links, returnTo).toContain("/en");
      for (const link of links) expect(new URL(link, ORIGIN).origin, `${returnTo} → ${link}`).toBe(ORIGIN);
    }
  });

  it("shows a wrong password on the provider's page in the shopper's language, with no code", async () => {
    const browser = new CookieJar();
    const fields = await startSignIn(browser);
    const wrong = await browser.fetch("/connect/authorize", signInForm(fields, { email: MAIJA.email, password: "guess" }));
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain("The email address or password is wrong.");
    expect(wrong.headers.get("location")).toBeNull();
  });

  it("refuses the eleventh failure in a row from one address at one account with 429, before checking the password", async () => {
    const browser = new CookieJar();
    const fields = await startSignIn(browser);
    const guess = () => {
      const form = signInForm(fields, { email: "guessed-member@kaarna.example", password: "guess" });
      // An address of this test's own: the file's other sign-ins do not count against it.
      return browser.fetch("/connect/authorize", { ...form, headers: { ...form.headers, "cf-connecting-ip": "203.0.113.21" } });
    };
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await guess()).status).toBe(401);
    const limited = await guess();
    expect(limited.status).toBe(429);
    expect(limited.headers.get("location")).toBeNull();
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(60);
    expect(await limited.text()).toContain("Too many attempts. Wait a while and try again.");
  });

  it("returns to the page the sign-in link was on, and signs out by the header's link only from the site's own pages", async () => {
    const browser = new CookieJar();
    const start = await browser.fetch("/api/auth/sign-in?language=sv", { headers: { referer: `${ORIGIN}/sv/var-historia` } });
    const page = await (await browser.fetch(pathOf(start.headers.get("location")))).text();
    expect(page).toContain('<html lang="sv">');
    const fields = Object.fromEntries(
      [...page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [
        m[1]!,
        m[2]!.replaceAll("&amp;", "&"),
      ]),
    );
    const authorized = await browser.fetch("/connect/authorize", signInForm(fields, MAIJA));
    const done = await browser.fetch(pathOf(authorized.headers.get("location")));
    expect(done.headers.get("location")).toBe("/sv/var-historia");

    const crossSite = await browser.fetch("/api/auth/sign-out?language=sv", { headers: { "sec-fetch-site": "cross-site" } });
    expect(crossSite.status).toBe(403);
    expect(await authenticated(browser)).toBe(true);
    const out = await browser.fetch("/api/auth/sign-out?language=sv", { headers: { "sec-fetch-site": "same-origin" } });
    expect(out.status).toBe(303);
    expect(out.headers.get("location")).toBe("/sv");
    expect(await authenticated(browser)).toBe(false);
  });

  it("answers false, not an error, for a made-up member cookie", async () => {
    const response = await request("/api/me/member/authenticated", { headers: { cookie: `${MEMBER_COOKIE}=${"A".repeat(43)}` } });
    expect(response.status).toBe(200);
    expect(await response.json()).toBe(false);
  });
});
