// The my-account page and its embedded profile widget (issue 11, spec 001 §2–4) through the real
// worker and the embedded account system on D1: the widget's key is a member's only, short-lived,
// and saves only from the shop's own pages.
import { env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ensureDatabase } from "../../worker/upstream/embedded/database.ts";
import { CheckoutShopper } from "./checkout-shopper.ts";
import { editorHeaders } from "./editor-credentials.ts";
import { CookieJar, ORIGIN } from "./cookie-jar.ts";

beforeAll(async () => {
  await ensureDatabase(env.DB);
});
afterEach(() => vi.restoreAllMocks());

const PASSWORD = "lakritsi-ja-suklaa";

async function newMember() {
  const member = new CheckoutShopper();
  const email = `widget-${crypto.randomUUID()}@example.com`;
  const signedUp = await member.send(
    "POST",
    "/api/auth/sign-up?language=en",
    { email, firstName: "Eeva", lastName: "Laine", password: PASSWORD },
    // This file's own client address, so other files' attempts do not count against its limits.
    { "cf-connecting-ip": "203.0.113.60" },
  );
  expect(signedUp.status).toBe(201);
  return Object.assign(member, { email });
}

async function widgetKey(member: CookieJar): Promise<string> {
  const data = await member.fetch("/api/me/member/widget-data");
  expect(data.status).toBe(200);
  return ((await data.json()) as { userIdEncrypted: string }).userIdEncrypted;
}

/** Sets the clock the worker and the embedded provider read to this far past the real time. */
function clockAhead(ms: number) {
  vi.restoreAllMocks();
  const now = Date.now();
  vi.spyOn(Date, "now").mockImplementation(() => now + ms);
}

const profile = (browser: CookieJar, key: string, init: RequestInit = {}) =>
  browser.fetch("/connect/widget/en/profile", { ...init, headers: { "x-widget-user": key, ...(init.headers ?? {}) } });

describe("the profile widget", () => {
  it("gives a visitor no widget data", async () => {
    expect((await new CookieJar().fetch("/api/me/member/widget-data")).status).toBe(401);
  });

  it("reads and saves the member's profile with the key from the widget data", async () => {
    const member = await newMember();
    const data = await member.fetch("/api/me/member/widget-data");
    expect(data.status).toBe(200);
    expect(data.headers.get("cache-control")).toBe("private, no-store");
    const { userIdEncrypted } = (await data.json()) as { userIdEncrypted: string };
    expect(userIdEncrypted).toMatch(/^[\w-]{43}$/);

    const read = await profile(member, userIdEncrypted);
    expect(await read.json()).toMatchObject({ firstName: "Eeva", lastName: "Laine", phone: null });

    const changes = {
      firstName: "Eeva",
      lastName: "Laine",
      phone: "+358501112223",
      street: "Kauppatori 1",
      postalCode: "00170",
      city: "Helsinki",
      country: "FI",
    };
    const elsewhere = await profile(member, userIdEncrypted, {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/json" },
      body: JSON.stringify(changes),
    });
    expect(elsewhere.status).toBe(403);
    const saved = await profile(member, userIdEncrypted, {
      method: "POST",
      headers: { origin: ORIGIN, "content-type": "application/json" },
      body: JSON.stringify(changes),
    });
    expect(saved.status).toBe(200);
    const me = (await (await member.fetch("/api/me/member")).json()) as { phone: string; address: { city: string } };
    expect(me).toMatchObject({ phone: "+358501112223", address: { city: "Helsinki" } });

    const blank = await profile(member, userIdEncrypted, {
      method: "POST",
      headers: { origin: ORIGIN, "content-type": "application/json" },
      body: JSON.stringify({ ...changes, firstName: " " }),
    });
    expect(blank.status).toBe(400);
  });

  it("dies when the member signs out, and the profile cannot be read or saved with it after", async () => {
    const member = await newMember();
    const key = await widgetKey(member);
    expect((await profile(member, key)).status).toBe(200);
    expect((await member.fetch("/api/auth/sign-out", { method: "POST", headers: { origin: ORIGIN } })).status).toBe(204);
    expect((await profile(new CookieJar(), key)).status).toBe(401);
    const save = await profile(new CookieJar(), key, {
      method: "POST",
      headers: { origin: ORIGIN, "content-type": "application/json" },
      body: JSON.stringify({ firstName: "Someone", lastName: "Else" }),
    });
    expect(save.status).toBe(401);
  });

  it("dies when the member's session expires, though the key itself was fetched moments before", async () => {
    const member = await newMember();
    clockAhead(12 * 60 * 60 * 1000 - 10 * 60 * 1000);
    const key = await widgetKey(member);
    expect((await profile(member, key)).status).toBe(200);
    clockAhead(12 * 60 * 60 * 1000 + 1000);
    expect((await member.fetch("/api/me/member/authenticated").then((answer) => answer.json())) as boolean).toBe(false);
    expect((await profile(member, key)).status).toBe(401);
  });

  it("dies when the member changes the password", async () => {
    const member = await newMember();
    const key = await widgetKey(member);
    const page = await (await member.fetch("/connect/password?ui_locales=en&return_to=/en")).text();
    const fields = Object.fromEntries(
      [...page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((match) => [match[1]!, match[2]!]),
    );
    const changed = await member.fetch("/connect/password", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, "cf-connecting-ip": "203.0.113.60" },
      body: new URLSearchParams({
        ...fields,
        email: member.email,
        password: PASSWORD,
        newPassword: "a-new-long-password",
      }).toString(),
    });
    expect(changed.status).toBe(200);
    expect((await profile(member, key)).status).toBe(401);
  });

  it("refuses a made-up key", async () => {
    expect((await profile(new CookieJar(), "a-made-up-widget-key-of-43-characters-xxxxx")).status).toBe(401);
  });
});

describe("the my-account page", () => {
  it("is served to everyone alike, not indexed, with the widget's settings in its model", async () => {
    const page = await new CookieJar().fetch("/en/kaarna-club/my-account");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Your Kaarna account</h1>");
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    expect(html).toContain("/connect/widget/lightning.out.js");
    expect(html).not.toContain("Eeva");
  });
});

describe("the my-account page in an editor's edit mode", () => {
  it("always shows the login title, intro and error message, each marked for the CMS's edit hooks", async () => {
    const editor = await new CookieJar().fetch("/en/kaarna-club/my-account?epieditmode=true", { headers: await editorHeaders() });
    const html = await editor.text();
    expect(html).toMatch(/data-epi-property-name="loginTitle"[^>]*>Log in to your account</);
    expect(html).toMatch(/data-epi-property-name="loginIntro"[^>]*>Log in with your Kaarna Club account/);
    expect(html).toMatch(/data-epi-property-name="errorMessage"[^>]*>Your profile could not be loaded just now/);
    const visitor = await (await new CookieJar().fetch("/en/kaarna-club/my-account?epieditmode=true")).text();
    expect(visitor).not.toContain("data-epi-property-name");
    // The text travels in the page model for hydration; a visitor's server HTML renders no login box yet.
    expect(visitor).not.toMatch(/<h2[^>]*>Log in to your account/);
  });
});
