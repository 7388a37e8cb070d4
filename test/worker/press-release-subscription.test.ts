// The press-release subscription (issue 10, spec 001 §5, §7) through the real worker
// and the embedded news provider on D1: the native form post lands on the thank-you page with the
// subscription's identifier, or on the error page; it never redirects off the site, comes only from
// the site's own pages and records nothing that fails a rule. The thank-you data answers by identifier.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { ensureDatabase } from "../../worker/upstream/embedded/database.ts";
import { request } from "./helpers.ts";
import { failing, forwarding, REMOTE, standIn } from "./upstream-stand-in.ts";

const ORIGIN = "http://shop.test";
const SUCCESS = "/en/newsroom/thank-you";
const FAILURE = "/en/newsroom/subscription-failed";

function form(overrides: Record<string, string | string[] | null> = {}) {
  const fields: Record<string, string | string[] | null> = {
    subscriptionUniqueIdentifier: "kaarna-newsroom",
    redirect: SUCCESS,
    redirectError: FAILURE,
    Replylanguage: "en",
    name: "Liisa Virtanen",
    email: `liisa.${crypto.randomUUID().slice(0, 8)}@example.com`,
    language: "sv",
    categoryCodes: ["products", "events"],
    acceptPrivacy: "on",
    ...overrides,
  };
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of value === null ? [] : Array.isArray(value) ? value : [value]) body.append(name, item);
  }
  return body;
}

const postInit = (body: URLSearchParams, headers: Record<string, string> = {}): RequestInit => ({
  method: "POST",
  headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded", ...headers },
  body,
  redirect: "manual",
});
const post = (body: URLSearchParams, headers: Record<string, string> = {}) =>
  request("/press-releases/subscribe", postInit(body, headers));

const subscription = (email: string) =>
  env.DB.prepare("SELECT * FROM press_release_subscriptions WHERE email = ?").bind(email).first<Record<string, string>>();

beforeAll(async () => {
  await ensureDatabase(env.DB);
});

describe("the subscription form's post", () => {
  it("records the subscription and sends the subscriber to the thank-you page with its identifier", async () => {
    const body = form();
    const response = await post(body);
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get("location")!, ORIGIN);
    expect(location.pathname).toBe(SUCCESS);
    const identifier = location.searchParams.get("identifier")!;
    expect(identifier).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const row = await subscription(body.get("email")!);
    expect(row).toMatchObject({
      identifier,
      feed_id: "kaarna-newsroom",
      name: "Liisa Virtanen",
      language: "sv",
      reply_language: "en",
      category_codes: '["products","events"]',
    });
    const thanks = await request(`/api/marketing-automation/thank-you?identifier=${identifier}&language=en`);
    expect(thanks.status).toBe(200);
    expect(thanks.headers.get("cache-control")).toBe("private, no-store");
    expect(await thanks.json()).toMatchObject({ identifier, campaign: "press-release-subscription" });
  });

  it("sends a post that breaks a rule to the error page and records nothing", async () => {
    const cases: Record<string, string | string[] | null>[] = [
      { name: "  " },
      { name: "x".repeat(256) },
      { email: "not-an-address" },
      { email: `${"x".repeat(250)}@example.com` },
      { email: null },
      { acceptPrivacy: null },
      { language: "de" },
      { categoryCodes: ["no-such-category"] },
      { subscriptionUniqueIdentifier: "no-such-feed" },
    ];
    for (const overrides of cases) {
      const body = form(overrides);
      const response = await post(body);
      expect(response.status, JSON.stringify(overrides)).toBe(303);
      expect(response.headers.get("location"), JSON.stringify(overrides)).toBe(FAILURE);
      if (body.get("email")) expect(await subscription(body.get("email")!), JSON.stringify(overrides)).toBeNull();
    }
  });

  it("never redirects off the site, and takes posts only from the site's own pages, as a form", async () => {
    for (const target of ["https://evil.example/", "//evil.example/en", "/de/page", "javascript:alert(1)"]) {
      expect((await post(form({ redirect: target }))).status, target).toBe(400);
      expect((await post(form({ redirectError: target }))).status, target).toBe(400);
    }
    expect((await post(form(), { origin: "https://evil.example" })).status).toBe(403);
    const asJson = await request("/press-releases/subscribe", {
      method: "POST",
      headers: { origin: ORIGIN, "content-type": "application/json" },
      body: JSON.stringify(Object.fromEntries(form())),
    });
    expect(asJson.status).toBe(415);
    const huge = form({ name: "x".repeat(9000) });
    expect((await post(huge)).status).toBe(413);
  });

  it("is forwarded by the remote adapter as it came, and a failing or misdirecting provider means the error page", async () => {
    const calls = standIn(forwarding);
    try {
      const body = form();
      const response = await request("/press-releases/subscribe", postInit(body), REMOTE);
      expect(new URL(response.headers.get("location")!, ORIGIN).pathname).toBe(SUCCESS);
      expect(calls[0]!.url).toBe("https://cms.stand-in.test/api/cda/press-releases/subscriptions");
      expect(calls[0]!.redirect).toBe("manual");
      expect(await subscription(body.get("email")!)).not.toBeNull();
    } finally {
      vi.restoreAllMocks();
    }
    const answers = [failing, async () => new Response(null, { status: 303, headers: { location: "https://evil.example/" } })];
    for (const answer of answers) {
      standIn(answer);
      try {
        const response = await request("/press-releases/subscribe", postInit(form()), REMOTE);
        expect(response.status).toBe(303);
        expect(response.headers.get("location")).toBe(FAILURE);
      } finally {
        vi.restoreAllMocks();
      }
    }
  });
});

describe("the thank-you data", () => {
  it("checks the identifier and says when no campaign has it", async () => {
    expect((await request("/api/marketing-automation/thank-you")).status).toBe(400);
    expect((await request("/api/marketing-automation/thank-you?identifier=%3Cscript%3E")).status).toBe(400);
    expect((await request(`/api/marketing-automation/thank-you?identifier=${crypto.randomUUID()}`)).status).toBe(404);
  });
});
