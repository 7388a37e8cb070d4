// Deleting a member's account (issue 42) through the real worker and the embedded customers API: it
// needs the current password, ends every session at once, the member can no longer sign in, and the
// orders stay for accounting without the person's name, email, phone or address.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { ensureDatabase } from "../../worker/upstream/embedded/database.ts";
import type { CheckoutShopper } from "./checkout-shopper.ts";
import { CookieJar, ORIGIN } from "./cookie-jar.ts";
import { authenticated, newMemberEmail, signedUpMember, signInWith, withAddressAndOrder } from "./member-browser.ts";

beforeAll(async () => {
  await ensureDatabase(env.DB);
});

/** This file's own client address, so other files' attempts do not count against its limits. */
const ADDRESS = "203.0.113.95";

const deleteAccount = (member: CheckoutShopper, password: string) =>
  member.send("DELETE", "/api/me/member", { password }, { "cf-connecting-ip": ADDRESS });

describe("deleting the account", () => {
  it("needs the password, ends every session at once, and keeps the orders without the person", async () => {
    const email = newMemberEmail("delete");
    const member = await signedUpMember(email, "chocolate-lover-42");
    const phone = new CookieJar();
    expect((await signInWith(phone, email, "chocolate-lover-42", ADDRESS)).status).toBe(302);
    const { orderId } = await withAddressAndOrder(member);
    const { id: memberId } = (await env.DB.prepare("SELECT id FROM members WHERE email = ?")
      .bind(email)
      .first<{ id: string }>())!;

    expect((await deleteAccount(member, "not-the-password")).status).toBe(403);
    expect(await authenticated(member)).toBe(true);

    const deleted = await deleteAccount(member, "chocolate-lover-42");
    expect(deleted.status).toBe(204);
    expect(deleted.headers.getSetCookie().join()).toContain("__Host-kaarna-member=;");
    const sessions = await env.DB.prepare("SELECT COUNT(*) AS n FROM member_sessions WHERE member_id = ?")
      .bind(memberId)
      .first<{ n: number }>();
    expect(sessions?.n).toBe(0);
    expect(await authenticated(member)).toBe(false);
    expect(await authenticated(phone)).toBe(false);
    expect((await signInWith(new CookieJar(), email, "chocolate-lover-42", ADDRESS)).status).toBe(401);

    const order = await env.DB.prepare("SELECT email, member_id, shipping_address, greeting FROM checkout_orders WHERE id = ?")
      .bind(orderId)
      .first<{ email: string; member_id: string | null; shipping_address: string; greeting: string | null }>();
    expect(order).toEqual({ email: "", member_id: null, shipping_address: '{"countryCode":"FIN"}', greeting: null });
    const lines = await env.DB.prepare("SELECT COUNT(*) AS n FROM checkout_order_lines WHERE order_id = ?")
      .bind(orderId)
      .first<{ n: number }>();
    expect(lines?.n).toBe(1);
    for (const table of ["members WHERE id = ?", "member_addresses WHERE member_id = ?", "member_tokens WHERE member_id = ?"]) {
      const left = await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`).bind(memberId).first<{ n: number }>();
      expect(left?.n).toBe(0);
    }
    // The address is free again.
    await signedUpMember(email, "a-new-beginning-1");
  });

  it("is refused from another site, without a password and for a visitor", async () => {
    const member = await signedUpMember(newMemberEmail("delete-csrf"));
    const crossSite = await member.fetch("/api/me/member", {
      method: "DELETE",
      headers: { "content-type": "application/json", origin: "https://evil.example" },
      body: JSON.stringify({ password: "chocolate-lover-42" }),
    });
    expect(crossSite.status).toBe(403);
    expect((await deleteAccount(member, "")).status).toBe(400);
    expect(await authenticated(member)).toBe(true);
    const visitor = await new CookieJar().fetch("/api/me/member", {
      method: "DELETE",
      headers: { "content-type": "application/json", origin: ORIGIN },
      body: JSON.stringify({ password: "x" }),
    });
    expect(visitor.status).toBe(401);
  });
});
