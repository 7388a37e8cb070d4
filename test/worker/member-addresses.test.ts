// The member's address book (issue 42) through the real worker and the embedded customers API on D1:
// the first address is the default, one default at a time, another member's address is 404 for
// reading, changing and removing, the checkout's rules apply, and visitors and other sites are refused.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { ensureDatabase } from "../../worker/upstream/embedded/database.ts";
import type { CheckoutShopper } from "./checkout-shopper.ts";
import { CookieJar } from "./cookie-jar.ts";
import { newMemberEmail, signedUpMember } from "./member-browser.ts";

beforeAll(async () => {
  await ensureDatabase(env.DB);
});

const HOME = {
  firstName: "Aino",
  lastName: "Virtanen",
  phoneNumber: "+358401234567",
  line1: "Mannerheimintie 1 A 2",
  postalCode: "00100",
  city: "Helsinki",
  countryCode: "FIN",
};
const COTTAGE = { ...HOME, line1: "Mökkitie 7", postalCode: "41800", city: "Korpilahti" };

interface Address {
  id: string;
  line1: string;
  isDefault: boolean;
}

const book = async (member: CheckoutShopper) => (await (await member.fetch("/api/me/member/addresses")).json()) as Address[];
const add = (member: CheckoutShopper, address: object) => member.send("POST", "/api/me/member/addresses", address);

describe("the address book", () => {
  it("makes the first address the default, moves the default when asked, and keeps one when the default goes", async () => {
    const member = await signedUpMember(newMemberEmail("addresses"));
    expect(await book(member)).toEqual([]);

    const home = await add(member, HOME);
    expect(home.status).toBe(201);
    const homeAddress = (await home.json()) as Address;
    expect(homeAddress).toMatchObject({ line1: HOME.line1, isDefault: true, line2: null });
    const cottage = (await (await add(member, COTTAGE)).json()) as Address;
    expect(cottage.isDefault).toBe(false);

    const moved = await member.send("PUT", `/api/me/member/addresses/${cottage.id}`, { ...COTTAGE, isDefault: true });
    expect(moved.status).toBe(200);
    expect((await book(member)).map((address) => [address.line1, address.isDefault])).toEqual([
      [COTTAGE.line1, true],
      [HOME.line1, false],
    ]);

    expect((await member.send("DELETE", `/api/me/member/addresses/${cottage.id}`)).status).toBe(204);
    expect((await book(member)).map((address) => [address.line1, address.isDefault])).toEqual([[HOME.line1, true]]);
  });

  it("answers 404 for another member's address: it is not read, changed or removed", async () => {
    const owner = await signedUpMember(newMemberEmail("addresses-owner"));
    const other = await signedUpMember(newMemberEmail("addresses-other"));
    const address = (await (await add(owner, HOME)).json()) as Address;

    const changed = await other.send("PUT", `/api/me/member/addresses/${address.id}`, { ...HOME, line1: "Taken over 1" });
    expect(changed.status).toBe(404);
    expect(((await changed.json()) as { message: string }).message).toBeTruthy();
    expect((await other.send("DELETE", `/api/me/member/addresses/${address.id}`)).status).toBe(404);
    expect((await other.send("DELETE", `/api/me/member/addresses/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await other.send("DELETE", "/api/me/member/addresses/..%2Forders")).status).toBe(404);
    expect(await book(other)).toEqual([]);
    expect((await book(owner)).map((row) => row.line1)).toEqual([HOME.line1]);
  });

  it("applies the checkout's rules, and keeps at most twenty addresses", async () => {
    const member = await signedUpMember(newMemberEmail("addresses-rules"));
    expect((await add(member, { ...HOME, postalCode: "abc" })).status).toBe(400);
    expect((await add(member, { ...HOME, phoneNumber: "12" })).status).toBe(400);
    expect((await add(member, { ...HOME, email: "extra@example.com" })).status).toBe(400);
    for (let i = 0; i < 20; i += 1) expect((await add(member, { ...HOME, line1: `Katu ${i + 1}` })).status).toBe(201);
    expect((await add(member, HOME)).status).toBe(409);
  });

  it("is refused for a visitor and from another site", async () => {
    expect((await new CookieJar().fetch("/api/me/member/addresses")).status).toBe(401);
    const member = await signedUpMember(newMemberEmail("addresses-csrf"));
    const crossSite = await member.fetch("/api/me/member/addresses", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://evil.example" },
      body: JSON.stringify(HOME),
    });
    expect(crossSite.status).toBe(403);
  });
});
