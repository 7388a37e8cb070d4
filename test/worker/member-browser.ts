// A member for worker tests of the account (issue 42): signs up and in, signs in through the
// provider's page with a password, and reads the embedded outbox.
import { expect } from "vitest";
import { CARDS, CheckoutShopper } from "./checkout-shopper.ts";
import { type CookieJar, ORIGIN } from "./cookie-jar.ts";
import { request } from "./helpers.ts";

export interface SentMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

export const pathOf = (location: string | null | undefined) => {
  const url = new URL(location ?? "", ORIGIN);
  return `${url.pathname}${url.search}`;
};

export const hiddenFields = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((match) => [
      match[1]!,
      match[2]!.replaceAll("&amp;", "&"),
    ]),
  );

/** A form post from the provider's own page, from the given client address (each file its own). */
export const form = (fields: Record<string, string>, address: string) => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, "cf-connecting-ip": address },
  body: new URLSearchParams(fields).toString(),
});

export const newMemberEmail = (what: string) => `${what}-${crypto.randomUUID()}@example.com`;

/** Signs a new member up (the checkout's sign-up call) and keeps their session. */
export async function signedUpMember(email: string, password = "chocolate-lover-42", address = "203.0.113.60") {
  const browser = new CheckoutShopper();
  const signedUp = await browser.send(
    "POST",
    "/api/auth/sign-up?language=en",
    { email, firstName: "Aino", lastName: "Virtanen", phoneNumber: "+358401234567", password },
    { "cf-connecting-ip": address },
  );
  expect(signedUp.status).toBe(201);
  return browser;
}

/** The member's book gets an address in Korpilahti, and the member buys one tablet paid by card: the order. */
export async function withAddressAndOrder(member: CheckoutShopper): Promise<{ orderId: string; orderNumber: string }> {
  await member.send("POST", "/api/me/member/addresses", {
    firstName: "Aino",
    lastName: "Virtanen",
    phoneNumber: "+358401234567",
    line1: "Mökkitie 7",
    postalCode: "41800",
    city: "Korpilahti",
    countryCode: "FIN",
  });
  await member.add("K1001-100", 1);
  await member.details();
  await member.ship();
  await member.pay(CARDS.approved);
  return (await (await member.order()).json()) as { orderId: string; orderNumber: string };
}

/** Signs in through the provider's page; the provider's answer (302 back to the site, or the page again). */
export async function signInWith(browser: CookieJar, email: string, password: string, address: string) {
  const start = await browser.fetch("/api/auth/sign-in?returnTo=/en&language=en");
  const page = await (await browser.fetch(pathOf(start.headers.get("location")))).text();
  const answer = await browser.fetch("/connect/authorize", form({ ...hiddenFields(page), email, password }, address));
  if (answer.status === 302) await browser.fetch(pathOf(answer.headers.get("location")));
  return answer;
}

export const authenticated = async (browser: CookieJar) =>
  (await (await browser.fetch("/api/me/member/authenticated")).json()) as boolean;

export async function mailTo(email: string): Promise<SentMail[]> {
  const response = await request(`/connect/outbox?to=${encodeURIComponent(email)}`, { headers: { accept: "application/json" } });
  return (await response.json()) as SentMail[];
}
