// The member's data as a download (issue 42) through the real worker and the embedded customers API:
// profile, preferences, addresses, orders and consents of this member only, never a secret.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { ensureDatabase } from "../../worker/upstream/embedded/database.ts";
import { CookieJar } from "./cookie-jar.ts";
import { newMemberEmail, signedUpMember, signInWith, withAddressAndOrder } from "./member-browser.ts";

beforeAll(async () => {
  await ensureDatabase(env.DB);
});

describe("the member's data export", () => {
  it("is a JSON download of the member's profile, addresses and orders, and nobody else's", async () => {
    const email = newMemberEmail("export");
    const member = await signedUpMember(email);
    const { orderNumber } = await withAddressAndOrder(member);
    await signedUpMember(newMemberEmail("export-other"));

    const response = await member.fetch("/api/me/member/export");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="kaarna-member-data.json"');
    expect(response.headers.get("cache-control")).toContain("no-store");
    const text = await response.text();
    const data = JSON.parse(text) as {
      profile: { email: string; firstName: string; emailConfirmed: boolean };
      preferences: { marketingUpdates: boolean };
      addresses: { line1: string; isDefault: boolean }[];
      orders: { orderNumber: string; lines: { code: string; quantity: number }[] }[];
      consents: unknown[];
    };
    expect(data.profile).toMatchObject({ email, firstName: "Aino", emailConfirmed: false });
    expect(data.preferences).toEqual({ marketingUpdates: false });
    expect(data.addresses).toMatchObject([{ line1: "Mökkitie 7", isDefault: true }]);
    expect(data.orders).toMatchObject([{ orderNumber, lines: [{ code: "K1001-100", quantity: 1 }] }]);
    expect(data.consents).toEqual([]);
    expect(text).not.toMatch(/pbkdf2|password|token/i);
  });

  it("has the demo member's three past orders, and is refused to a visitor", async () => {
    const maija = new CookieJar();
    expect((await signInWith(maija, "maija@kaarna.example", "Kaarna-demo-2026", "203.0.113.90")).status).toBe(302);
    const data = (await (await maija.fetch("/api/me/member/export")).json()) as { orders: { orderNumber: string }[] };
    expect(data.orders.map((order) => order.orderNumber)).toEqual(
      expect.arrayContaining(["KA-090001", "KA-090002", "KA-090003"]),
    );
    expect((await new CookieJar().fetch("/api/me/member/export")).status).toBe(401);
  });
});
