// The forms' countries come from the page model's country info (spec 001 §3): every page
// model carries them in its language, each with its phone prefix, and the worker accepts exactly
// those in a tablet's recipient and the checkout's address, Estonia's +372 among them. The minimum
// lengths are inclusive: a two-letter name and a four-digit postal code pass.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Cart, CartError } from "../../shared/schemas/cart.ts";
import type { CheckoutState } from "../../shared/schemas/checkout.ts";
import type { PageModel } from "../../shared/schemas/page-model.ts";
import { goodTablet, json, type PickedVariation, pickVariations } from "./cart-fixtures.ts";
import { ADDRESS, CheckoutShopper } from "./checkout-shopper.ts";
import { CookieJar } from "./cookie-jar.ts";
import { request } from "./helpers.ts";
import { forwarding, REMOTE, standIn } from "./upstream-stand-in.ts";

let plenty: PickedVariation;
let tablet: PickedVariation;

beforeAll(async () => {
  ({ plenty, tablet } = await pickVariations());
});
afterEach(() => {
  vi.restoreAllMocks();
});

const model = async (path: string) => json<PageModel>(await request(`/api/cda/content?contentUrl=${encodeURIComponent(path)}`));
const estonianTablet = () => ({ ...goodTablet(tablet.code), countryCode: "EST", phone: "+3725123456" });

describe("without the page model's countries", () => {
  // First in the file: no page model of Swedish is cached yet.
  it("leaves a well-formed recipient to the commerce API rather than refusing the add", async () => {
    standIn(async (call) =>
      new URL(call.url).pathname === "/api/cda/content" ? new Response("down", { status: 500 }) : forwarding(call),
    );
    const shopper = new CookieJar();
    const response = await shopper.post(
      "/api/me/cart/add?language=sv",
      { code: tablet.code, quantity: 1, customTablet: estonianTablet() },
      {},
      REMOTE,
    );
    expect(response.status).toBe(200);
  });
});

describe("the page model's countries", () => {
  it.each([
    ["/fi", "Viro"],
    ["/en/kaarna-club", "Estonia"],
    ["/sv/produkter/personliga-chokladkakor/personlig-chokladkaka", "Estland"],
  ])("are on %s, named in its language, each with its phone prefix", async (path, estonia) => {
    const { countries } = await model(path);
    expect(countries.map((country) => country.countryCode)).toEqual(["FIN", "SWE", "NOR", "DNK", "ISL", "EST"]);
    expect(countries.every((country) => /^\+\d+$/.test(country.telephonePrefix))).toBe(true);
    expect(countries.find((country) => country.countryCode === "EST")).toEqual({
      countryCode: "EST",
      countryName: estonia,
      telephonePrefix: "+372",
    });
  });
});

describe("a tablet's recipient", () => {
  it("may be in Estonia with an Estonian phone number (a 400 before)", async () => {
    const shopper = new CookieJar();
    const response = await shopper.post("/api/me/cart/add?language=en", {
      code: tablet.code,
      quantity: 1,
      customTablet: estonianTablet(),
    });
    expect(response.status).toBe(200);
    const line = (await json<Cart>(response)).allLineItems.find((item) => item.isCustomTablet);
    expect(line).toMatchObject({ recipientCountry: "EST", recipientPhone: "+3725123456" });
  });

  it("is refused in a country the page does not offer, or with a prefix it does not offer, field by field", async () => {
    const shopper = new CookieJar();
    const response = await shopper.post("/api/me/cart/add?language=en", {
      code: tablet.code,
      quantity: 1,
      customTablet: { ...goodTablet(tablet.code), countryCode: "GBR", phone: "+447700900123" },
    });
    expect(response.status).toBe(400);
    expect((await json<CartError>(response)).errors).toEqual([
      { key: "customTablet.countryCode", value: "Choose a country from the list." },
      { key: "customTablet.phone", value: "Enter a valid phone number." },
    ]);
    expect(shopper.setCookies).toEqual([]);
  });
});

describe("the checkout's address", () => {
  it("may be in Estonia with an Estonian phone number", async () => {
    const shopper = new CheckoutShopper();
    await shopper.add(plenty.code, 1);
    const address = { ...ADDRESS, countryCode: "EST", countryName: "Estonia", postalCode: "10115", phoneNumber: "+3725123456" };
    const response = await shopper.send("PUT", shopper.checkout("details"), { shippingAddress: address });
    expect(response.status).toBe(200);
    expect((await json<CheckoutState>(response)).shippingAddress).toMatchObject({
      countryCode: "EST",
      phoneNumber: "+3725123456",
    });
  });

  it("is refused in Swedish for a country no page offers", async () => {
    const shopper = new CheckoutShopper();
    await shopper.add(plenty.code, 1);
    const address = { ...ADDRESS, countryCode: "USA", phoneNumber: "+12025550123" };
    const response = await shopper.send("PUT", shopper.checkout("details").replace("language=en", "language=sv"), {
      shippingAddress: address,
    });
    expect(response.status).toBe(400);
    expect((await json<CartError>(response)).errors.map((entry) => entry.key)).toEqual([
      "shippingAddress.countryCode",
      "shippingAddress.phoneNumber",
    ]);
  });

  it("takes each minimum as inclusive: a two-letter name, a four-digit postal code, six digits after the prefix", async () => {
    const shopper = new CheckoutShopper();
    await shopper.add(plenty.code, 1);
    const shortest = {
      ...ADDRESS,
      firstName: "Li",
      lastName: "Wu",
      countryCode: "NOR",
      postalCode: "0150",
      phoneNumber: "+47123456",
    };
    expect((await shopper.send("PUT", shopper.checkout("details"), { shippingAddress: shortest })).status).toBe(200);
    const shorter = { ...shortest, firstName: "L", postalCode: "015" };
    const refused = await shopper.send("PUT", shopper.checkout("details"), { shippingAddress: shorter });
    expect(refused.status).toBe(400);
    expect((await json<CartError>(refused)).errors.map((entry) => entry.key)).toEqual([
      "shippingAddress.firstName",
      "shippingAddress.postalCode",
    ]);
    const fiveDigits = await shopper.send("PUT", shopper.checkout("details"), {
      shippingAddress: { ...shortest, phoneNumber: "+4712345" },
    });
    expect((await json<CartError>(fiveDigits)).errors.map((entry) => entry.key)).toEqual(["shippingAddress.phoneNumber"]);
  });
});
