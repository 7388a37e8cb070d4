// A signed-in member's orders and email preferences (issue 11) through the real worker,
// the embedded identity provider and commerce API on D1: only the member's own, never a visitor's.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { ensureDatabase } from "../../worker/upstream/embedded/database.ts";
import { CookieJar, ORIGIN } from "./cookie-jar.ts";

beforeAll(async () => {
  await ensureDatabase(env.DB);
});

const pathOf = (location: string | null) => {
  const url = new URL(location ?? "", ORIGIN);
  return `${url.pathname}${url.search}`;
};

/** Maija, signed in through the whole code flow as a browser would be. */
async function signedInMaija(): Promise<CookieJar> {
  const browser = new CookieJar();
  const start = await browser.fetch("/api/auth/sign-in?returnTo=/en&language=en");
  const page = await (await browser.fetch(pathOf(start.headers.get("location")))).text();
  const fields = Object.fromEntries(
    [...page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [
      m[1]!,
      m[2]!.replaceAll("&amp;", "&"),
    ]),
  );
  const authorized = await browser.fetch("/connect/authorize", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, "cf-connecting-ip": "203.0.113.30" },
    body: new URLSearchParams({ ...fields, email: "maija@kaarna.example", password: "Kaarna-demo-2026" }).toString(),
  });
  expect((await browser.fetch(pathOf(authorized.headers.get("location")))).status).toBe(303);
  return browser;
}

describe("a member's orders", () => {
  it("lists Maija's three past orders, newest first, with their statuses and totals", async () => {
    const maija = await signedInMaija();
    const response = await maija.fetch("/api/me/orders", { headers: { "accept-language": "en" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const rows = (await response.json()) as { orderNumber: string; status: string; itemCount: number; total: string }[];
    expect(rows.map((row) => [row.orderNumber, row.status])).toEqual([
      ["KA-090003", "Processing"],
      ["KA-090002", "Shipped"],
      ["KA-090001", "Delivered"],
    ]);
    expect(rows[1]).toMatchObject({ itemCount: 3, total: "€33.38" });
  });

  it("opens one of her orders by number, and answers 404 for a number that is not hers", async () => {
    const maija = await signedInMaija();
    const order = await maija.fetch("/api/me/orders/KA-090002", { headers: { "accept-language": "en" } });
    expect(order.status).toBe(200);
    const body = (await order.json()) as { orderNumber: string; shipments: { lineItems: unknown[] }[] };
    expect(body.orderNumber).toBe("KA-090002");
    expect(body.shipments[0]!.lineItems).toHaveLength(2);
    expect((await maija.fetch("/api/me/orders/KA-999999")).status).toBe(404);
  });

  it("answers 401 to a visitor", async () => {
    const visitor = new CookieJar();
    expect((await visitor.fetch("/api/me/orders")).status).toBe(401);
    expect((await visitor.fetch("/api/me/orders/KA-090001")).status).toBe(401);
  });
});

describe("email preferences", () => {
  it("keeps the member's marketing-updates choice, validated, same origin only", async () => {
    const maija = await signedInMaija();
    const put = (body: unknown, origin = ORIGIN) =>
      maija.fetch("/api/me/member/email-preferences", {
        method: "PUT",
        headers: { origin, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    expect((await put({ marketingUpdates: "yes" })).status).toBe(400);
    expect((await put({ marketingUpdates: false }, "https://evil.example")).status).toBe(403);
    const saved = await put({ marketingUpdates: false });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ marketingUpdates: false });
    const member = (await (await maija.fetch("/api/me/member")).json()) as { marketingUpdates: boolean };
    expect(member.marketingUpdates).toBe(false);
    await put({ marketingUpdates: true });
    expect(((await (await maija.fetch("/api/me/member")).json()) as { marketingUpdates: boolean }).marketingUpdates).toBe(true);
    expect((await new CookieJar().post("/api/me/member/email-preferences", { marketingUpdates: true })).status).toBe(405);
  });
});
