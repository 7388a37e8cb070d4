// New members and their orders (issue 11) through the real worker, the embedded identity
// provider and commerce API on D1: the checkout's 'become a member' signs the buyer up and in, an
// order placed signed in is the member's, the provider's sign-up page makes members, and a password
// change ends every session.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { ensureDatabase } from "../../worker/upstream/embedded/database.ts";
import { CARDS, CheckoutShopper } from "./checkout-shopper.ts";
import { CookieJar, ORIGIN } from "./cookie-jar.ts";

beforeAll(async () => {
  await ensureDatabase(env.DB);
});

const MEMBER_COOKIE = "__Host-kaarna-member";
const pathOf = (location: string | null) => {
  const url = new URL(location ?? "", ORIGIN);
  return `${url.pathname}${url.search}`;
};
const hiddenFields = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [
      m[1]!,
      m[2]!.replaceAll("&amp;", "&"),
    ]),
  );
/** This file's own client address, so other files' attempts do not count against its limits. */
const form = (fields: Record<string, string>) => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, "cf-connecting-ip": "203.0.113.40" },
  body: new URLSearchParams(fields).toString(),
});
const authenticated = async (browser: CookieJar) =>
  (await (await browser.fetch("/api/me/member/authenticated")).json()) as boolean;

const newMember = (email: string, password = "chocolate-lover-42") => ({
  email,
  firstName: "Aino",
  lastName: "Virtanen",
  phoneNumber: "+358401234567",
  address: { street: "Mannerheimintie 1 A 2", postalCode: "00100", city: "Helsinki", country: "FIN" },
  password,
});

/** A buyer at the payment step: cart, details and delivery done. */
async function buyerAtPayment() {
  const buyer = new CheckoutShopper();
  await buyer.add("K1001-100", 2);
  await buyer.details();
  await buyer.ship();
  return buyer;
}

async function orderNumbers(browser: CookieJar) {
  const rows = (await (await browser.fetch("/api/me/orders")).json()) as { orderNumber: string }[];
  return rows.map((row) => row.orderNumber);
}

describe("becoming a member at the checkout", () => {
  it("signs the buyer up and in; the order placed next is in their history", async () => {
    const buyer = await buyerAtPayment();
    const email = `new-${crypto.randomUUID()}@example.com`;
    const signedUp = await buyer.send("POST", "/api/auth/sign-up?language=en", newMember(email), {
      "cf-connecting-ip": "203.0.113.41",
    });
    expect(signedUp.status).toBe(201);
    expect(await signedUp.json()).toMatchObject({ email, firstName: "Aino", address: { city: "Helsinki" } });
    const cookie = signedUp.headers.getSetCookie().find((line) => line.startsWith(`${MEMBER_COOKIE}=`)) ?? "";
    expect(cookie).toContain("HttpOnly");
    expect(await authenticated(buyer)).toBe(true);
    expect(await orderNumbers(buyer)).toEqual([]);

    expect((await buyer.pay(CARDS.approved)).resultCode).toBe("Authorised");
    const placed = await buyer.order(undefined, { isBecomeKaarnaMember: true });
    expect(placed.status).toBe(201);
    const { orderId } = (await placed.json()) as { orderId: string };
    const row = await env.DB.prepare("SELECT order_number, member_id, become_member FROM checkout_orders WHERE id = ?")
      .bind(orderId)
      .first<{ order_number: string; member_id: string | null; become_member: number }>();
    expect(row?.member_id).toBeTruthy();
    expect(row?.become_member).toBe(1);
    expect(await orderNumbers(buyer)).toEqual([row!.order_number]);
  });

  it("refuses an address that already has a membership, a short password and the email as password; nobody is signed in", async () => {
    const buyer = await buyerAtPayment();
    const taken = await buyer.send("POST", "/api/auth/sign-up?language=en", newMember("maija@kaarna.example"), {
      "cf-connecting-ip": "203.0.113.42",
    });
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as { message: string }).message).toMatch(/already has a membership/);

    const short = await buyer.send("POST", "/api/auth/sign-up?language=en", newMember("short@example.com", "too-short"));
    expect(short.status).toBe(400);
    expect(JSON.stringify(await short.json())).toContain("at least 10 characters");

    const same = await buyer.send(
      "POST",
      "/api/auth/sign-up?language=en",
      newMember("same-as-password@example.com", "same-as-password@example.com"),
    );
    expect(same.status).toBe(400);
    expect(JSON.stringify(await same.json())).toContain("other than your email address");
    expect(await authenticated(buyer)).toBe(false);
    const none = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM members WHERE email IN ('short@example.com', 'same-as-password@example.com')",
    ).first<{ n: number }>();
    expect(none?.n).toBe(0);
  });

  it("is refused from another site", async () => {
    const response = await new CookieJar().fetch("/api/auth/sign-up?language=en", {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/json" },
      body: JSON.stringify(newMember("cross-site@example.com")),
    });
    expect(response.status).toBe(403);
  });

  it("leaves a guest's order without a member", async () => {
    const buyer = await buyerAtPayment();
    await buyer.pay(CARDS.approved);
    const { orderId } = (await (await buyer.order()).json()) as { orderId: string };
    const row = await env.DB.prepare("SELECT member_id FROM checkout_orders WHERE id = ?")
      .bind(orderId)
      .first<{ member_id: string | null }>();
    expect(row?.member_id).toBeNull();
  });
});

describe("the identity provider's pages", () => {
  it("signs a new member up from the sign-in page's 'create an account', back to where they were", async () => {
    const browser = new CookieJar();
    const start = await browser.fetch("/api/auth/sign-in?returnTo=/sv&language=sv&prompt=create");
    const authorize = pathOf(start.headers.get("location"));
    expect(new URL(authorize, ORIGIN).searchParams.get("prompt")).toBe("create");
    const page = await (await browser.fetch(authorize)).text();
    expect(page).toContain("Gå med i Kaarna-klubben");
    expect(page).toContain('autocomplete="new-password"');
    const fields = hiddenFields(page);

    const email = `page-${crypto.randomUUID()}@example.com`;
    const weak = await browser.fetch(
      "/connect/register",
      form({ ...fields, email, firstName: "Sven", lastName: "Ek", password: "short" }),
    );
    expect(weak.status).toBe(400);
    expect(await weak.text()).toContain("minst 10 tecken");

    const created = await browser.fetch(
      "/connect/register",
      form({ ...fields, email, firstName: "Sven", lastName: "Ek", password: "kaakao-ja-kahvi", marketingUpdates: "true" }),
    );
    expect(created.status).toBe(302);
    const done = await browser.fetch(pathOf(created.headers.get("location")));
    expect(done.headers.get("location")).toBe("/sv");
    const me = (await (await browser.fetch("/api/me/member")).json()) as { email: string; marketingUpdates: boolean };
    expect(me).toMatchObject({ email, marketingUpdates: true });

    const again = await new CookieJar().fetch(
      "/connect/register",
      form({ ...fields, email, firstName: "Sven", lastName: "Ek", password: "kaakao-ja-kahvi" }),
    );
    expect(again.status).toBe(409);
    const hash = await env.DB.prepare("SELECT password_hash FROM members WHERE email = ?")
      .bind(email)
      .first<{ password_hash: string }>();
    expect(hash?.password_hash).toMatch(/^pbkdf2-sha256\$100000\$/);
  });

  it("changes a password only with the current one, and ends every session of the member", async () => {
    const email = `password-${crypto.randomUUID()}@example.com`;
    const buyer = new CheckoutShopper();
    expect((await buyer.send("POST", "/api/auth/sign-up?language=en", newMember(email))).status).toBe(201);
    expect(await authenticated(buyer)).toBe(true);

    const link = await buyer.fetch("/api/auth/change-password?language=en", { headers: { referer: `${ORIGIN}/en/my-kaarna` } });
    const target = pathOf(link.headers.get("location"));
    expect(target).toBe("/connect/password?ui_locales=en&return_to=%2Fen%2Fmy-kaarna");
    const page = await (await buyer.fetch(target)).text();
    expect(page).toContain("Change password");
    const fields = hiddenFields(page);

    const wrong = await buyer.fetch(
      "/connect/password",
      form({ ...fields, email, password: "not-the-password", newPassword: "a-new-long-password" }),
    );
    expect(wrong.status).toBe(401);
    expect(await authenticated(buyer)).toBe(true);

    const changed = await buyer.fetch(
      "/connect/password",
      form({ ...fields, email, password: "chocolate-lover-42", newPassword: "a-new-long-password" }),
    );
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain('href="/en/my-kaarna"');
    // The provider revoked the member's tokens: the site's session ends at the next check.
    expect(await authenticated(buyer)).toBe(false);
    expect((await buyer.fetch("/api/me/orders")).status).toBe(401);
  });

  it("never sends the password page back to another site", async () => {
    const page = await (await new CookieJar().fetch("/connect/password?ui_locales=fi&return_to=https://evil.example/")).text();
    expect(page).not.toContain("evil.example");
    expect(page).toContain('href="/fi"');
  });
});
