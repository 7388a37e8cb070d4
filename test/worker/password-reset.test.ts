// A forgotten password (issue 42) through the real worker, the embedded identity provider and its
// outbox: 202 for every address, a link that works once and for an hour, a new password that ends
// every session, limits on asking, and the provider's own forgot and reset pages.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { memberLinks } from "../../worker/upstream/embedded/identity/member-links.ts";
import { ensureDatabase } from "../../worker/upstream/embedded/database.ts";
import { CookieJar, ORIGIN } from "./cookie-jar.ts";
import {
  authenticated,
  form,
  hiddenFields,
  mailTo,
  newMemberEmail,
  pathOf,
  signedUpMember,
  signInWith,
} from "./member-browser.ts";

beforeAll(async () => {
  await ensureDatabase(env.DB);
});

/** This file's own client addresses, so other files' attempts do not count against its limits. */
const ADDRESS = "203.0.113.70";

const askForReset = (email: string, language = "en", address = ADDRESS, origin = ORIGIN) =>
  new CookieJar().fetch("/api/auth/password-reset", {
    method: "POST",
    headers: { "content-type": "application/json", origin, "cf-connecting-ip": address },
    body: JSON.stringify({ email, language }),
  });

async function resetLink(email: string) {
  const [mail] = await mailTo(email);
  expect(mail?.links[0]).toContain("/connect/reset?");
  expect(mail?.links).toHaveLength(1);
  return pathOf(mail!.links[0]);
}

const choose = (browser: CookieJar, page: string, newPassword: string) =>
  browser.fetch("/connect/reset", form({ ...hiddenFields(page), newPassword }, ADDRESS));

describe("asking for a password reset", () => {
  it("answers 202 with nothing for a member's address and for any other, and mails only the member", async () => {
    const email = newMemberEmail("reset");
    await signedUpMember(email);
    const member = await askForReset(email.toUpperCase(), "fi");
    const stranger = await askForReset(newMemberEmail("nobody"), "fi");
    for (const response of [member, stranger]) {
      expect(response.status).toBe(202);
      expect(await response.text()).toBe("");
    }
    expect([...member.headers.keys()].sort()).toEqual([...stranger.headers.keys()].sort());

    const [mail] = await mailTo(email);
    expect(mail).toMatchObject({ to: email, subject: "Kaarna-salasanasi vaihto" });
    expect(mail!.text).toContain("Hei Aino");
    expect(mail!.links[0]).toMatch(new RegExp(`^${ORIGIN}/connect/reset\\?token=[\\w-]{43}&ui_locales=fi$`));
    expect(mail!.text).toContain(mail!.links[0]);
  });

  it("is refused from another site and with a malformed body", async () => {
    expect((await askForReset(newMemberEmail("x"), "en", ADDRESS, "https://evil.example")).status).toBe(403);
    expect((await askForReset("not-an-address")).status).toBe(400);
    expect((await askForReset(newMemberEmail("x"), "de")).status).toBe(400);
  });

  it("stops one address asking again and again for one account, with Retry-After", async () => {
    const email = newMemberEmail("flood");
    await signedUpMember(email);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await askForReset(email, "en", "203.0.113.71")).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(202));
    const refused = await askForReset(email, "en", "203.0.113.71");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await mailTo(email)).filter((mail) => mail.links[0]?.includes("/connect/reset"))).toHaveLength(10);
  });
});

describe("the reset link", () => {
  it("sets a new password once, ends every session of the member, and the old password stops working", async () => {
    const email = newMemberEmail("reset-use");
    const elsewhere = await signedUpMember(email, "the-old-password-1");
    expect(await authenticated(elsewhere)).toBe(true);
    await askForReset(email);
    const link = await resetLink(email);

    const browser = new CookieJar();
    const opened = await browser.fetch(link);
    expect(opened.status).toBe(200);
    const page = await opened.text();
    expect(page).toContain("Choose a new password");
    expect(page).toContain('<meta name="referrer" content="strict-origin" />');
    // Opening the link uses nothing up (mail scanners open links).
    expect((await browser.fetch(link)).status).toBe(200);

    const weak = await choose(browser, page, "short");
    expect(weak.status).toBe(400);
    expect(await weak.text()).toContain("at least 10 characters");
    const same = await choose(browser, page, email);
    expect(same.status).toBe(400);

    const done = await choose(browser, page, "the-new-password-2");
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('href="/api/auth/sign-in?language=en"');
    expect(await authenticated(elsewhere)).toBe(false);

    const again = await choose(browser, page, "a-third-password-3");
    expect(again.status).toBe(404);
    expect(await again.text()).toContain("expired or has already been used");
    expect((await browser.fetch(link)).status).toBe(404);

    expect((await signInWith(new CookieJar(), email, "the-old-password-1", ADDRESS)).status).toBe(401);
    const signedIn = new CookieJar();
    expect((await signInWith(signedIn, email, "the-new-password-2", ADDRESS)).status).toBe(302);
    expect(await authenticated(signedIn)).toBe(true);
  });

  it("works for an hour, then not", async () => {
    const email = newMemberEmail("reset-expiry");
    await signedUpMember(email);
    const member = await env.DB.prepare("SELECT id FROM members WHERE email = ?").bind(email).first<{ id: string }>();
    const holder = { memberId: member!.id, email };
    const minutesAgo = (minutes: number) => memberLinks(env.DB, () => Date.now() - minutes * 60_000);

    const fresh = await minutesAgo(59).issue("password-reset", holder);
    expect((await new CookieJar().fetch(`/connect/reset?token=${fresh}&ui_locales=en`)).status).toBe(200);
    const stale = await minutesAgo(61).issue("password-reset", holder);
    const page = await new CookieJar().fetch(`/connect/reset?token=${stale}&ui_locales=en`);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('href="/connect/forgot?ui_locales=en"');
    const post = await new CookieJar().fetch(
      "/connect/reset",
      form({ token: stale, ui_locales: "en", newPassword: "the-new-password-2" }, ADDRESS),
    );
    expect(post.status).toBe(404);
  });

  it("only the newest link works, and a made-up or cross-site one does nothing", async () => {
    const email = newMemberEmail("reset-newest");
    await signedUpMember(email);
    await askForReset(email);
    const first = await resetLink(email);
    await askForReset(email);
    const second = await resetLink(email);
    expect(second).not.toBe(first);
    expect((await new CookieJar().fetch(first)).status).toBe(404);
    const page = await (await new CookieJar().fetch(second)).text();
    const crossSite = await new CookieJar().fetch("/connect/reset", {
      ...form({ ...hiddenFields(page), newPassword: "the-new-password-2" }, ADDRESS),
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" },
    });
    expect(crossSite.status).toBe(403);
    expect((await new CookieJar().fetch(second)).status).toBe(200);
    expect((await new CookieJar().fetch(`/connect/reset?token=${"a".repeat(43)}&ui_locales=sv`)).status).toBe(404);
  });
});

describe("the provider's forgot-password page", () => {
  it("is linked from the sign-in page and says the same for a member and a stranger", async () => {
    const email = newMemberEmail("forgot-page");
    await signedUpMember(email);
    const browser = new CookieJar();
    const start = await browser.fetch("/api/auth/sign-in?returnTo=/sv&language=sv");
    const signInPage = await (await browser.fetch(pathOf(start.headers.get("location")))).text();
    expect(signInPage).toContain('<a href="/connect/forgot?ui_locales=sv">Glömt lösenordet?</a>');

    const page = await (await browser.fetch("/connect/forgot?ui_locales=sv")).text();
    expect(page).toContain('<label for="email">E-post</label>');
    const answers = [];
    for (const address of [email, newMemberEmail("stranger")]) {
      const answer = await browser.fetch("/connect/forgot", form({ ...hiddenFields(page), email: address }, ADDRESS));
      expect(answer.status).toBe(200);
      answers.push(await answer.text());
    }
    expect(answers[0]).toBe(answers[1]);
    expect(answers[0]).toContain("Om adressen har ett medlemskonto");
    const [mail] = await mailTo(email);
    expect(mail?.links[0]).toMatch(/\/connect\/reset\?token=[\w-]{43}&ui_locales=sv$/);

    const invalid = await browser.fetch("/connect/forgot", form({ ...hiddenFields(page), email: "nope" }, ADDRESS));
    expect(invalid.status).toBe(400);
  });
});
