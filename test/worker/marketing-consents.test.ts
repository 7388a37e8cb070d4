// Privacy pages by id and the marketing consent pages (issue 13, spec 000 §2, §7) through the real
// worker and the embedded backend on D1: policies in every language, a person's consents by the
// token of their email's link, withdrawn one by one or all at once, never granted here.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { sha256Base64Url } from "../../worker/editor/hmac.ts";
import { ensureDatabase } from "../../worker/upstream/embedded/database.ts";
import { CookieJar, ORIGIN } from "./cookie-jar.ts";
import { html } from "./helpers.ts";

beforeAll(async () => {
  await ensureDatabase(env.DB);
});

/** A person of this file's own, so the demo link of docs/demo-data.md stays as it is. */
async function newPerson() {
  const token = `test-${crypto.randomUUID()}`;
  const hash = await sha256Base64Url(token);
  await env.DB.batch([
    env.DB.prepare("INSERT INTO marketing_people (token_hash, email) VALUES (?, ?)").bind(hash, "liisa.virtanen@example.com"),
    env.DB.prepare(
      "INSERT INTO marketing_consents (token_hash, policy_id, granted, changed_at) VALUES (?, 2, 1, ''), (?, 3, 1, '')",
    ).bind(hash, hash),
  ]);
  return token;
}

const call = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  new CookieJar().fetch(`${path}?language=en`, {
    method: "POST",
    headers: { origin: ORIGIN, "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

type Person = { email: string; consents: { policyId: number; title: string; granted: boolean }[] };
const granted = (person: Person) => person.consents.filter((consent) => consent.granted).map((consent) => consent.policyId);

describe("policy pages", () => {
  it("show the privacy policy by id in each language, with its translations", async () => {
    for (const [path, title] of [
      ["/fi/privacy/1", "Tietosuojaseloste"],
      ["/en/privacy/1", "Privacy policy"],
      ["/sv/privacy/1", "Dataskyddsbeskrivning"],
    ] as const) {
      const { response, text } = await html(path);
      expect(response.status, path).toBe(200);
      expect(text, path).toContain(`${title}</h1>`);
      expect(text, path).toContain('data-page-type="consent-policy"');
    }
    const { text } = await html("/en/privacy/1");
    expect(text).toContain('hreflang="sv" href="http');
    expect(text).toContain("/sv/privacy/1");
  });

  it("keep each section to its own policies and answer 404 for anything else", async () => {
    expect((await html("/en/marketing/policy/2")).text).toContain("Kaarna newsletter</h1>");
    expect((await html("/en/privacy/2")).response.status).toBe(404);
    expect((await html("/en/marketing/policy/1")).response.status).toBe(404);
    expect((await html("/en/privacy/99")).response.status).toBe(404);
  });
});

describe("the marketing consent pages", () => {
  it("are the same for everyone and never indexed: the person is read in the browser", async () => {
    const { response, text } = await html("/en/marketing/email?token=maija-newsletter-link-2026");
    expect(response.status).toBe(200);
    expect(text).toContain('content="noindex,nofollow"');
    // The page echoes its own address for hydration, but holds nobody's consents or address.
    expect(text).not.toContain("maija@kaarna.example");
    expect(text).not.toContain("Kaarna newsletter");
    expect((await html("/sv/marketing/revocation")).text).toContain("Återkalla samtycken till marknadsföring</h1>");
  });

  it("read a person's consents by the link's token, with the address masked", async () => {
    const token = await newPerson();
    const response = await call("/api/marketing/person", { token });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const person = (await response.json()) as Person;
    expect(person.email).toBe("l•••@example.com");
    expect(person.consents.map((consent) => [consent.title, consent.granted])).toEqual([
      ["Kaarna newsletter", true],
      ["Offers by text message", true],
    ]);
  });

  it("withdraw one consent, then all; a withdrawn one is never granted again here", async () => {
    const token = await newPerson();
    const one = await call("/api/marketing/unsubscribe", { token, policyIds: [3] });
    expect(granted((await one.json()) as Person)).toEqual([2]);
    const all = await call("/api/marketing/revoke", { token });
    expect(granted((await all.json()) as Person)).toEqual([]);
    const again = await call("/api/marketing/unsubscribe", { token, policyIds: [2, 3] });
    expect(granted((await again.json()) as Person)).toEqual([]);
  });

  it("refuse an unknown token, a malformed body and another site", async () => {
    const unknown = await call("/api/marketing/person", { token: "no-such-link-token-0000" });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { message: string }).message).toBe("This link is not valid any more.");
    expect((await call("/api/marketing/unsubscribe", { token: await newPerson(), policyIds: [] })).status).toBe(400);
    expect((await call("/api/marketing/person", { token: "short" })).status).toBe(400);
    expect((await call("/api/marketing/revoke", { token: "x".repeat(20), extra: 1 })).status).toBe(400);
    expect((await call("/api/marketing/revoke", { token: await newPerson() }, { origin: "https://evil.example" })).status).toBe(
      403,
    );
  });
});
