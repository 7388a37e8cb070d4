// Sign-in limits that stop guessing without locking the owner out, through the real
// worker, the embedded identity provider and CMS, and D1: failures counted per account-and-address
// pair and per address, a per-account ceiling that makes failed addresses wait longer and longer but
// lets the right password in from an address without failures, the shop's and the CMS's counts apart,
// and the client's address only from the platform.
import { env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ensureDatabase } from "../../worker/upstream/embedded/database.ts";
import { CheckoutShopper } from "./checkout-shopper.ts";
import { CookieJar, ORIGIN } from "./cookie-jar.ts";
import { request } from "./helpers.ts";

beforeAll(async () => {
  await ensureDatabase(env.DB);
});
afterEach(() => vi.restoreAllMocks());

const PASSWORD = "suklaata-ja-salmiakkia";
const EDITOR = { email: "editor@kaarna.example", password: "Kaarna-editor-2026" };
const MINUTE = 60;

/** Addresses of this file's own (a documentation range), a new one for each part, so no part counts against another. */
let addressesGiven = 0;
function freshAddress(): string {
  addressesGiven += 1;
  return `198.51.100.${addressesGiven}`;
}

/** A member of this test's own, signed up from an address used for nothing else. */
async function newMember(): Promise<string> {
  const email = `limits-${crypto.randomUUID()}@example.com`;
  const signedUp = await new CheckoutShopper().send(
    "POST",
    "/api/auth/sign-up?language=en",
    { email, firstName: "Ilmari", lastName: "Koski", password: PASSWORD },
    { "cf-connecting-ip": freshAddress() },
  );
  expect(signedUp.status).toBe(201);
  return email;
}

/** The hidden fields of the provider's sign-in form, as the shop's sign-in link opens it. */
async function signInFields(): Promise<Record<string, string>> {
  const browser = new CookieJar();
  const start = await browser.fetch("/api/auth/sign-in?language=en&returnTo=/en");
  const authorize = new URL(start.headers.get("location")!);
  const page = await (await browser.fetch(`${authorize.pathname}${authorize.search}`)).text();
  return Object.fromEntries(
    [...page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((match) => [
      match[1]!,
      match[2]!.replaceAll("&amp;", "&"),
    ]),
  );
}

const form = (fields: Record<string, string>, headers: Record<string, string>) => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, ...headers },
  body: new URLSearchParams(fields).toString(),
});

/** One sign-in at the shop's provider from an address (or none), with any further headers. */
function shopSignIn(
  fields: Record<string, string>,
  email: string,
  password: string,
  address: string | null,
  headers: Record<string, string> = {},
) {
  const from: Record<string, string> = address === null ? {} : { "cf-connecting-ip": address };
  return request("/connect/authorize", form({ ...fields, email, password }, { ...from, ...headers }));
}

function cmsSignIn(email: string, password: string, address: string) {
  return request("/cms/sign-in", form({ email, password }, { "cf-connecting-ip": address }));
}

const retryAfter = (response: Response) => Number(response.headers.get("retry-after"));

/** Sets the clock the worker and the embedded backend read to this far past the real time. */
function clockAhead(seconds: number) {
  vi.restoreAllMocks();
  const now = Date.now();
  vi.spyOn(Date, "now").mockImplementation(() => now + seconds * 1000);
}

describe("sign-in limits", () => {
  it("stop one address guessing at one account after ten failures, for the rest of the quarter hour", async () => {
    const email = await newMember();
    const fields = await signInFields();
    const guesser = freshAddress();
    for (let guess = 0; guess < 10; guess += 1)
      expect((await shopSignIn(fields, email, `guess-${guess}`, guesser)).status).toBe(401);
    const refused = await shopSignIn(fields, email, PASSWORD, guesser);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain("Too many attempts. Wait a while and try again.");
    expect(retryAfter(refused)).toBeGreaterThan(14 * MINUTE);
    expect(retryAfter(refused)).toBeLessThanOrEqual(15 * MINUTE);

    // The owner elsewhere is not stopped, and the guesser may try again once the window has passed.
    expect((await shopSignIn(fields, email, PASSWORD, freshAddress())).status).toBe(302);
    clockAhead(15 * MINUTE + 1);
    expect((await shopSignIn(fields, email, "one-more-guess", guesser)).status).toBe(401);
  });

  it("forgive the owner's own typos once the right password is in", async () => {
    const email = await newMember();
    const fields = await signInFields();
    const home = freshAddress();
    for (let round = 0; round < 3; round += 1) {
      for (let typo = 0; typo < 9; typo += 1) expect((await shopSignIn(fields, email, `typo-${typo}`, home)).status).toBe(401);
      expect((await shopSignIn(fields, email, PASSWORD, home)).status, `round ${round}`).toBe(302);
    }
  });

  it("make failed addresses wait at a guessed account, minutes and then an hour, yet let the right password in from an address without failures", async () => {
    const email = await newMember();
    const fields = await signInFields();
    const guessers = Array.from({ length: 30 }, freshAddress);

    // Ten failures from ten addresses: none of them hits its own limit, together they reach the account's.
    for (const address of guessers.slice(0, 10)) expect((await shopSignIn(fields, email, "guess", address)).status).toBe(401);
    const slowed = await shopSignIn(fields, email, "guess", guessers[0]!);
    expect(slowed.status).toBe(429);
    expect(retryAfter(slowed)).toBeGreaterThan(4 * MINUTE);
    expect(retryAfter(slowed)).toBeLessThanOrEqual(5 * MINUTE);
    // The owner, from an address that has not failed here, gets in at once.
    expect((await shopSignIn(fields, email, PASSWORD, freshAddress())).status).toBe(302);

    // Twenty failures: a quarter of an hour; thirty: an hour.
    for (const address of guessers.slice(10, 20)) expect((await shopSignIn(fields, email, "guess", address)).status).toBe(401);
    expect(retryAfter(await shopSignIn(fields, email, "guess", guessers[0]!))).toBeGreaterThan(14 * MINUTE);
    for (const address of guessers.slice(20, 30)) expect((await shopSignIn(fields, email, "guess", address)).status).toBe(401);
    const hour = await shopSignIn(fields, email, "guess", guessers[0]!);
    expect(hour.status).toBe(429);
    expect(retryAfter(hour)).toBeGreaterThan(59 * MINUTE);
    expect(retryAfter(hour)).toBeLessThanOrEqual(60 * MINUTE);
    expect((await shopSignIn(fields, email, PASSWORD, freshAddress())).status).toBe(302);

    // After the hour a failed address may guess once more, and its failure starts another hour.
    clockAhead(60 * MINUTE + 1);
    expect((await shopSignIn(fields, email, "guess", guessers[1]!)).status).toBe(401);
    expect(retryAfter(await shopSignIn(fields, email, "guess", guessers[2]!))).toBeGreaterThan(59 * MINUTE);
  }, 60_000);

  it("stop one address guessing at many accounts after thirty failures", async () => {
    const fields = await signInFields();
    const sprayer = freshAddress();
    for (let account = 0; account < 30; account += 1) {
      expect((await shopSignIn(fields, `sprayed-${account}@example.com`, "Summer2026!", sprayer)).status).toBe(401);
    }
    const refused = await shopSignIn(fields, "sprayed-30@example.com", "Summer2026!", sprayer);
    expect(refused.status).toBe(429);
    expect(retryAfter(refused)).toBeGreaterThan(14 * MINUTE);
  }, 60_000);

  it("keep the shop's and the CMS's counts apart", async () => {
    const fields = await signInFields();
    const address = freshAddress();
    // The editor's address guessed at the shop, from the editor's own address, until the shop refuses it.
    for (let guess = 0; guess < 10; guess += 1)
      expect((await shopSignIn(fields, EDITOR.email, "guess", address)).status).toBe(401);
    expect((await shopSignIn(fields, EDITOR.email, "guess", address)).status).toBe(429);
    expect((await cmsSignIn(EDITOR.email, EDITOR.password, address)).status).toBe(303);

    // And the other way round: a CMS guesser does not stop the shop's sign-in from the same address.
    const editorGuesser = freshAddress();
    for (let guess = 0; guess < 10; guess += 1) expect((await cmsSignIn(EDITOR.email, "guess", editorGuesser)).status).toBe(401);
    expect((await cmsSignIn(EDITOR.email, "guess", editorGuesser)).status).toBe(429);
    const email = await newMember();
    expect((await shopSignIn(fields, email, PASSWORD, editorGuesser)).status).toBe(302);
  }, 60_000);

  it("take the client's address only from the platform, never from a header the client adds", async () => {
    const email = await newMember();
    const fields = await signInFields();
    const address = freshAddress();
    for (let guess = 0; guess < 10; guess += 1) {
      const forwarded = {
        "x-forwarded-for": `192.0.2.${guess}`,
        "x-real-ip": `192.0.2.${guess}`,
        forwarded: `for=192.0.2.${guess}`,
      };
      expect((await shopSignIn(fields, email, "guess", address, forwarded)).status).toBe(401);
    }
    const anotherForwarded = { "x-forwarded-for": "192.0.2.200", "true-client-ip": "192.0.2.200" };
    expect((await shopSignIn(fields, email, PASSWORD, address, anotherForwarded)).status).toBe(429);
  });

  it("key callers without a platform address under no shared address: one cannot lock the others out", async () => {
    const fields = await signInFields();
    for (let account = 0; account < 21; account += 1) {
      const headers = { "x-forwarded-for": "192.0.2.1" };
      expect((await shopSignIn(fields, `nobody-${account}@example.com`, "guess", null, headers)).status).toBe(401);
    }
    const email = await newMember();
    expect((await shopSignIn(fields, email, PASSWORD, null)).status).toBe(302);
  }, 60_000);
});
