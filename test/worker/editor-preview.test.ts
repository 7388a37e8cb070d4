// Edit mode needs an editor's credential (issue 11): only a valid preview token lets a
// request past the page-model cache; anybody else adding ?epieditmode=true is an ordinary visitor.
import { env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { forgetRemembered } from "../../worker/cache/strategy-cache.ts";
import { PREVIEW_COOKIE } from "../../worker/editor/editor-request.ts";
import { PREVIEW_TOKEN_MAX_SECONDS, verifyPreviewToken } from "../../worker/editor/preview-token.ts";
import { ensureDatabase } from "../../worker/upstream/embedded/database.ts";
import { editorHeaders, previewToken, signedPreviewPayload } from "./editor-credentials.ts";
import { html, request } from "./helpers.ts";
import { forwarding, REMOTE, standIn } from "./upstream-stand-in.ts";

beforeAll(async () => {
  await ensureDatabase(env.DB);
});
afterEach(() => vi.restoreAllMocks());

const cookie = (token: string) => ({ headers: { cookie: `${PREVIEW_COOKIE}=${token}` } });
const SECRET = (env as unknown as { PREVIEW_TOKEN_SECRET: string }).PREVIEW_TOKEN_SECRET;

describe("the preview token", () => {
  it("holds when signed with the secret and in date, and names the editor", async () => {
    const grant = await verifyPreviewToken(SECRET, await previewToken());
    expect(grant?.editor).toBe("editor@kaarna.example");
  });

  it("is refused when altered, signed with another key, expired or longer-lived than an hour", async () => {
    const token = await previewToken();
    const [version, payload, signature] = token.split(".");
    const altered = `${version}.${payload}x.${signature}`;
    const otherKey = (await import("../../worker/editor/preview-token.ts")).issuePreviewToken(
      "another-secret-of-enough-length",
      "editor@kaarna.example",
    );
    const expired = await previewToken({ now: Date.now() - 20 * 60 * 1000 });
    const tooLong = await previewToken({ seconds: PREVIEW_TOKEN_MAX_SECONDS + 1 });
    for (const bad of [altered, await otherKey, expired, tooLong, "", "v1..", "v2.e30.AAAA", `${token}.extra`]) {
      expect(await verifyPreviewToken(SECRET, bad), bad).toBeNull();
    }
  });
});

describe("a preview token dated ahead", () => {
  const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

  it("is refused past a minute of clock skew, however it is presented", async () => {
    await request("/en/our-story");
    for (const ahead of [2 * 60 * 1000, YEAR_MS, 10 * YEAR_MS]) {
      const token = await previewToken({ now: Date.now() + ahead });
      expect(await verifyPreviewToken(SECRET, token), String(ahead)).toBeNull();
      const entry = await request(`/api/editor/preview?token=${token}&path=/en/our-story`);
      expect(entry.status, String(ahead)).toBe(401);
      expect(entry.headers.get("set-cookie"), String(ahead)).toBeNull();
      const page = await request("/en/our-story?epieditmode=true", cookie(token));
      expect(page.headers.get("x-cache"), String(ahead)).toBe("HIT");
    }
  });

  it("holds within the skew, and its cookie lasts only what remains of it", async () => {
    const token = await previewToken({ now: Date.now() + 30 * 1000, seconds: 10 * 60 });
    const entry = await request(`/api/editor/preview?token=${token}&path=/en/our-story`);
    expect(entry.status).toBe(303);
    const maxAge = Number(entry.headers.get("set-cookie")?.match(/Max-Age=(\d+)/)?.[1]);
    expect(maxAge).toBeGreaterThan(10 * 60);
    expect(maxAge).toBeLessThanOrEqual(10 * 60 + 30);
  });

  it("is refused with 401, never a 500, when its signed payload is not a grant", async () => {
    const now = Math.floor(Date.now() / 1000);
    const payloads = [
      null,
      [],
      "editor",
      { editor: "editor@kaarna.example", issuedAt: 1e300, expiresAt: 1e300 + 3600 },
      { editor: "editor@kaarna.example", issuedAt: now - 10, expiresAt: Number.MAX_SAFE_INTEGER },
      { editor: "editor@kaarna.example", issuedAt: now + 3600 * 24 * 365 * 10, expiresAt: now + 3600 * 24 * 365 * 10 + 3600 },
      { editor: "", issuedAt: now, expiresAt: now + 60 },
      { editor: "editor@kaarna.example", issuedAt: String(now), expiresAt: now + 60 },
    ];
    for (const payload of payloads) {
      const token = await signedPreviewPayload(payload);
      const entry = await request(`/api/editor/preview?token=${token}&path=/en`);
      expect(entry.status, JSON.stringify(payload)).toBe(401);
      expect(entry.headers.get("set-cookie")).toBeNull();
    }
    for (const token of ["%ff", "v1.%E0%A4%A.x", `v1.${"A".repeat(3000)}.x`, "v1.A.A", "v1.e30.e30.e30"]) {
      expect((await request(`/api/editor/preview?token=${token}&path=/en`)).status, token).toBe(401);
    }
  });
});

describe("edit mode", () => {
  it("without a token is an ordinary visitor's request: 40 of them make one upstream call and read the cache", async () => {
    await env.PAGE_MODELS.delete("/en/customer-service");
    forgetRemembered("/en/customer-service");
    const calls = standIn(forwarding);
    const responses = await Promise.all(
      Array.from({ length: 40 }, () => request("/api/cda/content?contentUrl=/en/customer-service&epieditmode=true", {}, REMOTE)),
    );
    for (const response of responses) expect(response.status).toBe(200);
    expect(calls.filter((call) => new URL(call.url).pathname === "/api/cda/content")).toHaveLength(1);
    expect(calls.some((call) => new URL(call.url).searchParams.has("epieditmode"))).toBe(false);
    const page = await request("/en/customer-service?epieditmode=true", {}, REMOTE);
    expect(page.headers.get("x-cache")).toBe("HIT");
    expect(page.headers.get("cache-control")).not.toBe("no-store");
  });

  it("with a forged or expired token is an ordinary visitor's request too", async () => {
    await request("/en/our-story");
    const forged = `${(await previewToken()).slice(0, -4)}AAAA`;
    const expired = await previewToken({ now: Date.now() - 20 * 60 * 1000 });
    for (const token of [forged, expired]) {
      const response = await request("/en/our-story?epieditmode=true", cookie(token));
      expect(response.headers.get("x-cache"), token).toBe("HIT");
    }
  });

  it("with a valid token bypasses the cache, asks the upstream for drafts and is never stored", async () => {
    const calls = standIn(forwarding);
    const response = await request(
      "/api/cda/content?contentUrl=/en/our-story&epieditmode=true",
      { headers: await editorHeaders() },
      REMOTE,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("x-cache")).toBe("BYPASS");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(new URL(calls[0]!.url).searchParams.get("epieditmode")).toBe("true");
  });

  it("marks the blocks with edit-mode attributes for the CMS's edit hooks, only in an editor's view", async () => {
    const editor = await html("/en/our-story?epieditmode=true", { headers: await editorHeaders() });
    expect(editor.text).toMatch(/data-epi-block-id="\d+"/);
    const visitor = await html("/en/our-story?epieditmode=true");
    expect(visitor.text).not.toContain("data-epi-block-id");
  });

  it("without the epieditmode flag is an editor reading the published site from the cache", async () => {
    await request("/en/our-story");
    const response = await request("/en/our-story", { headers: await editorHeaders() });
    expect(response.headers.get("x-cache")).toBe("HIT");
  });
});

describe("the way in from the CMS", () => {
  it("turns a valid token into the HttpOnly preview cookie and opens the page in edit mode without the token", async () => {
    const token = await previewToken();
    const response = await request(`/api/editor/preview?token=${token}&path=${encodeURIComponent("/en/our-story")}`);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/en/our-story?epieditmode=true");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const setCookie = response.headers.get("set-cookie") ?? "";
    expect(setCookie).toContain(`${PREVIEW_COOKIE}=${token}`);
    for (const attribute of ["HttpOnly", "Secure", "SameSite=None", "Partitioned", "Path=/"]) {
      expect(setCookie).toContain(attribute);
    }
    expect(Number(setCookie.match(/Max-Age=(\d+)/)?.[1])).toBeGreaterThan(14 * 60);
  });

  it("refuses a bad token with 401 and sets no cookie", async () => {
    for (const token of ["", "not-a-token", `${(await previewToken()).slice(0, -4)}AAAA`]) {
      const response = await request(`/api/editor/preview?token=${token}&path=/en`, { headers: { "accept-language": "en" } });
      expect(response.status, token).toBe(401);
      expect(response.headers.get("set-cookie")).toBeNull();
      expect(((await response.json()) as { message: string }).message).toMatch(/preview link/i);
    }
  });

  it("never sends the editor to another site", async () => {
    const token = await previewToken();
    const offSite = [
      "//evil.example/en",
      "https://evil.example/en",
      "/\\evil.example",
      "en",
      // Paths that become another host once a browser resolves their dot segments and escapes.
      "/.//x//evil.example",
      "/.//x//evil.example/login",
      "/x/..//evil.example",
      "/%2e//evil.example",
      "/%2f%2fevil.example",
      "/%5cevil.example",
    ];
    for (const path of offSite) {
      const response = await request(`/api/editor/preview?token=${token}&path=${encodeURIComponent(path)}`);
      expect(response.status, path).toBe(400);
      expect(response.headers.get("set-cookie")).toBeNull();
      const end = await request(`/api/editor/preview/end?path=${encodeURIComponent(path)}`);
      expect(end.status, path).toBe(400);
      expect(end.headers.get("location"), path).toBeNull();
    }
  });

  it("ends the preview: the cookie is dropped and the page opens without edit mode", async () => {
    const response = await request("/api/editor/preview/end?path=/en/our-story%3Fepieditmode%3Dtrue");
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/en/our-story");
    expect(response.headers.get("set-cookie")).toMatch(new RegExp(`^${PREVIEW_COOKIE}=;.*Max-Age=0`));
  });
});
