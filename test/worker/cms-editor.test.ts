// The embedded CMS's demo loop (issue 11) through the real worker, D1 and KV: sign in,
// the editor page with its preview frame, a saved draft only editors see, publishing that purges.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { PREVIEW_COOKIE } from "../../worker/editor/editor-request.ts";
import { ensureDatabase } from "../../worker/upstream/embedded/database.ts";
import { hashPassword, verifyPassword } from "../../worker/upstream/embedded/editor/password.ts";
import { html, request } from "./helpers.ts";
import { REMOTE } from "./upstream-stand-in.ts";

beforeAll(async () => {
  await ensureDatabase(env.DB);
});

const ORIGIN = "http://shop.test";
const EDITOR = { email: "editor@kaarna.example", password: "Kaarna-editor-2026" };
/** The English Kaarna Club page and its "Member benefits" rich text block (seed/ids.ts). */
const CLUB_EN = 1106;
const BENEFITS_EN = 5151;

const form = (fields: Record<string, string>) => ({
  method: "POST",
  // An address of this file's own, so other files' sign-ins do not count against its limits.
  headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, "cf-connecting-ip": "203.0.113.10" },
  body: new URLSearchParams(fields).toString(),
});

async function signIn(): Promise<string> {
  const response = await request("/cms/sign-in", form(EDITOR));
  expect(response.status).toBe(303);
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith("__Host-kaarna-cms="));
  expect(cookie).toMatch(/HttpOnly/);
  expect(cookie).toMatch(/SameSite=Strict/);
  return cookie!.split(";")[0]!;
}

const cmsJson = (cookie: string, body: unknown, origin = ORIGIN) => ({
  method: "POST",
  headers: { cookie, origin, "content-type": "application/json" },
  body: JSON.stringify(body),
});

describe("editor passwords", () => {
  it("are salted slow hashes that verify only the right password", async () => {
    const first = await hashPassword("correct horse");
    const second = await hashPassword("correct horse");
    expect(first).toMatch(/^pbkdf2-sha256\$100000\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword("correct horse", first)).toBe(true);
    expect(await verifyPassword("correct horsE", first)).toBe(false);
    expect(await verifyPassword("anything", "plain-text-password")).toBe(false);
  });
});

describe("the CMS editor", () => {
  it("sends a visitor without a session to the sign-in, and refuses a wrong password with 401", async () => {
    const editor = await request("/cms/editor");
    expect(editor.status).toBe(303);
    expect(editor.headers.get("location")).toBe("/cms/sign-in");
    const wrong = await html("/cms/sign-in", form({ email: EDITOR.email, password: "guess" }));
    expect(wrong.response.status).toBe(401);
    expect(wrong.text).toContain("The email address or password is wrong.");
    expect(wrong.response.headers.get("set-cookie")).toBeNull();
    expect((await request("/cms/api/drafts/5151", cmsJson("", { field: "heading", value: "x" }))).status).toBe(401);
  });

  it("shows the page's blocks and a preview frame opened with a fresh token, its script under the response's nonce", async () => {
    const cookie = await signIn();
    const { response, text } = await html("/cms/editor?path=/en/kaarna-club", { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const nonce = response.headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1];
    expect(text).toContain(`<script type="module" src="/cms/editor.js" nonce="${nonce}">`);
    expect(text).toContain('value="Member benefits"');
    const src = text.match(/<iframe[^>]*src="([^"]+)"/)?.[1]?.replaceAll("&amp;", "&");
    expect(src).toMatch(/^\/api\/editor\/preview\?token=v1\./);
    const preview = await request(src!);
    expect(preview.status).toBe(303);
    expect(preview.headers.get("location")).toBe("/en/kaarna-club?epieditmode=true");
  });

  it("keeps a saved draft for editors until it is published, then purges the page for visitors", async () => {
    const cookie = await signIn();
    const draft = "Benefits, edited in the CMS";
    expect(
      (
        await request(
          `/cms/api/drafts/${BENEFITS_EN}`,
          cmsJson(cookie, { field: "heading", value: draft }, "https://evil.example"),
        )
      ).status,
    ).toBe(403);
    expect((await request(`/cms/api/drafts/${BENEFITS_EN}`, cmsJson(cookie, { field: "heading", value: "  " }))).status).toBe(
      400,
    );
    expect((await request(`/cms/api/drafts/${BENEFITS_EN}`, cmsJson(cookie, { field: "heading", value: draft }))).status).toBe(
      200,
    );

    await request("/en/kaarna-club");
    const visitor = await html("/en/kaarna-club");
    expect(visitor.response.headers.get("x-cache")).toBe("HIT");
    expect(visitor.text).not.toContain(draft);

    const editorPage = await html("/cms/editor?path=/en/kaarna-club", { headers: { cookie } });
    const src = editorPage.text.match(/<iframe[^>]*src="([^"]+)"/)![1]!.replaceAll("&amp;", "&");
    const token = new URL(src, ORIGIN).searchParams.get("token");
    const preview = await html("/en/kaarna-club?epieditmode=true", { headers: { cookie: `${PREVIEW_COOKIE}=${token}` } });
    expect(preview.response.headers.get("x-cache")).toBe("BYPASS");
    expect(preview.text).toContain(draft);

    const published = await request(`/cms/api/publish/${CLUB_EN}`, cmsJson(cookie, {}));
    expect(await published.json()).toEqual({ published: 1, purged: true });
    const after = await html("/en/kaarna-club");
    expect(after.response.headers.get("x-cache")).toBe("MISS");
    expect(after.text).toContain(draft);
  });

  it("ends the session on sign-out, everywhere it was used", async () => {
    const cookie = await signIn();
    const out = await request("/cms/sign-out", { method: "POST", headers: { cookie, origin: ORIGIN } });
    expect(out.status).toBe(303);
    const editor = await request("/cms/editor", { headers: { cookie } });
    expect(editor.headers.get("location")).toBe("/cms/sign-in");
  });

  it("refuses the eleventh failure in a row from one address at one account with 429, before checking the password", async () => {
    const attempt = () => html("/cms/sign-in", form({ email: "guessed@kaarna.example", password: "guess" }));
    for (let round = 0; round < 10; round += 1) expect((await attempt()).response.status).toBe(401);
    const limited = await attempt();
    expect(limited.response.status).toBe(429);
    expect(Number(limited.response.headers.get("retry-after"))).toBeGreaterThan(60);
    expect(limited.text).toContain("Too many sign-in attempts.");
  });

  it("does not exist in remote mode, where the real CMS has its own site", async () => {
    expect((await request("/cms/sign-in", {}, REMOTE)).status).toBe(404);
  });
});
