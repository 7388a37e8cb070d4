// The order confirmation's back link (spec 001 §9 says "goes to /en"): it goes to the
// start page of the shopper's own language, so a Finnish or Swedish buyer is not sent to English.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { ensureDatabase } from "../../worker/upstream/embedded/database.ts";
import { html } from "./helpers.ts";

beforeAll(async () => {
  await ensureDatabase(env.DB);
});

describe("the order confirmation's back link", () => {
  it.each([
    ["/fi/tilausvahvistus", "/fi", "Takaisin etusivulle"],
    ["/en/order-confirmation", "/en", "Back to the front page"],
    ["/sv/orderbekraftelse", "/sv", "Tillbaka till startsidan"],
  ])("on %s goes to %s", async (path, start, words) => {
    const { response, text } = await html(path);
    expect(response.status).toBe(200);
    expect(text).toMatch(new RegExp(`<a class="[^"]*" href="${start}">${words}</a>`));
  });
});
