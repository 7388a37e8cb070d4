// Members confirm their email address (issue 42) through the real worker, the embedded identity
// provider and its outbox: at sign-up, and a new address before it replaces the old one, each by a
// link that works once; a change needs the current password and never tells whose an address is.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { ensureDatabase } from "../../worker/upstream/embedded/database.ts";
import type { CheckoutShopper } from "./checkout-shopper.ts";
import { CookieJar, ORIGIN } from "./cookie-jar.ts";
import { form, hiddenFields, mailTo, newMemberEmail, pathOf, signedUpMember, signInWith } from "./member-browser.ts";

beforeAll(async () => {
  await ensureDatabase(env.DB);
});

/** This file's own client address, so other files' attempts do not count against its limits. */
const ADDRESS = "203.0.113.80";

interface Me {
  email: string;
  emailConfirmed: boolean;
  pendingEmail: string | null;
}
const me = async (browser: CookieJar) => (await (await browser.fetch("/api/me/member")).json()) as Me;

/** Opens a confirmation link and presses its button. */
async function confirm(link: string) {
  const browser = new CookieJar();
  const opened = await browser.fetch(link);
  if (opened.status !== 200) return opened;
  return browser.fetch("/connect/confirm", form(hiddenFields(await opened.text()), ADDRESS));
}

const changeEmail = (browser: CheckoutShopper, email: string, password: string) =>
  browser.send("PUT", "/api/me/member/email", { email, password, language: "en" }, { "cf-connecting-ip": ADDRESS });

describe("confirming the address at sign-up", () => {
  it("mails a link; the account says it is unconfirmed until the link's button is pressed, once", async () => {
    const email = newMemberEmail("confirm");
    const member = await signedUpMember(email);
    expect(await me(member)).toMatchObject({ email, emailConfirmed: false, pendingEmail: null });

    const [mail] = await mailTo(email);
    expect(mail?.subject).toBe("Confirm your email address");
    expect(mail?.links[0]).toMatch(new RegExp(`^${ORIGIN}/connect/confirm\\?token=[\\w-]{43}&ui_locales=en$`));
    const link = pathOf(mail!.links[0]);
    const page = await new CookieJar().fetch(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`<strong>${email}</strong>`);
    expect((await new CookieJar().fetch(link)).status).toBe(200);
    expect((await me(member)).emailConfirmed).toBe(false);

    const confirmed = await confirm(link);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain("Your email address is confirmed.");
    expect((await me(member)).emailConfirmed).toBe(true);
    expect((await confirm(link)).status).toBe(404);
  });

  it("mails the link in the sign-up page's language, and the demo member counts as confirmed", async () => {
    const browser = new CookieJar();
    const start = await browser.fetch("/api/auth/sign-in?returnTo=/fi&language=fi&prompt=create");
    const page = await (await browser.fetch(pathOf(start.headers.get("location")))).text();
    const email = newMemberEmail("confirm-fi");
    const created = await browser.fetch(
      "/connect/register",
      form({ ...hiddenFields(page), email, firstName: "Aino", lastName: "Virtanen", password: "kaakao-ja-kahvi" }, ADDRESS),
    );
    expect(created.status).toBe(302);
    const [mail] = await mailTo(email);
    expect(mail?.subject).toBe("Vahvista sähköpostiosoitteesi");
    expect(mail?.links[0]).toMatch(/ui_locales=fi$/);

    const maija = new CookieJar();
    expect((await signInWith(maija, "maija@kaarna.example", "Kaarna-demo-2026", ADDRESS)).status).toBe(302);
    expect((await me(maija)).emailConfirmed).toBe(true);
  });
});

describe("changing the address", () => {
  it("needs the current password, waits for the new address's link, then signs in with it", async () => {
    const email = newMemberEmail("change-from");
    const next = newMemberEmail("change-to");
    const member = await signedUpMember(email, "chocolate-lover-42");

    expect((await changeEmail(member, next, "not-the-password")).status).toBe(403);
    expect(await mailTo(next)).toEqual([]);

    const asked = await changeEmail(member, next.toUpperCase(), "chocolate-lover-42");
    expect(asked.status).toBe(202);
    expect(await asked.json()).toEqual({ pendingEmail: next });
    expect(await me(member)).toMatchObject({ email, pendingEmail: next });
    // Until confirmed, the old address still signs in.
    expect((await signInWith(new CookieJar(), email, "chocolate-lover-42", ADDRESS)).status).toBe(302);

    const [mail] = await mailTo(next);
    expect(mail?.subject).toBe("Confirm your new email address");
    expect((await confirm(pathOf(mail!.links[0]))).status).toBe(200);
    expect(await me(member)).toMatchObject({ email: next, emailConfirmed: true, pendingEmail: null });
    expect((await signInWith(new CookieJar(), email, "chocolate-lover-42", ADDRESS)).status).toBe(401);
    expect((await signInWith(new CookieJar(), next, "chocolate-lover-42", ADDRESS)).status).toBe(302);
  });

  it("answers alike for another member's address, mails it nothing, and changes nothing", async () => {
    const email = newMemberEmail("change-taken");
    const other = newMemberEmail("change-other");
    await signedUpMember(other);
    const before = (await mailTo(other)).length;
    const member = await signedUpMember(email, "chocolate-lover-42");
    const asked = await changeEmail(member, other, "chocolate-lover-42");
    expect(asked.status).toBe(202);
    expect(await asked.json()).toEqual({ pendingEmail: other });
    expect(await mailTo(other)).toHaveLength(before);
    expect((await me(member)).email).toBe(email);
  });

  it("changes nothing when another member took the address before the link was followed", async () => {
    const email = newMemberEmail("change-race");
    const next = newMemberEmail("change-race-to");
    const member = await signedUpMember(email, "chocolate-lover-42");
    expect((await changeEmail(member, next, "chocolate-lover-42")).status).toBe(202);
    const [link] = (await mailTo(next)).map((mail) => pathOf(mail.links[0]));
    await signedUpMember(next);
    const refused = await confirm(link!);
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("already belongs to another member account");
    expect((await me(member)).email).toBe(email);
  });

  it("is refused from another site and for a visitor", async () => {
    const member = await signedUpMember(newMemberEmail("change-csrf"));
    const crossSite = await member.fetch("/api/me/member/email", {
      method: "PUT",
      headers: { "content-type": "application/json", origin: "https://evil.example" },
      body: JSON.stringify({ email: newMemberEmail("x"), password: "chocolate-lover-42", language: "en" }),
    });
    expect(crossSite.status).toBe(403);
    const visitor = await new CookieJar().fetch("/api/me/member/email", {
      method: "PUT",
      headers: { "content-type": "application/json", origin: ORIGIN },
      body: JSON.stringify({ email: newMemberEmail("x"), password: "chocolate-lover-42", language: "en" }),
    });
    expect(visitor.status).toBe(401);
  });
});
