// The membership pages' models and documents (spec 001 §2, issue 11): the sidebar from the my_kaarna
// menu with the current page selected, never indexed, never in the sitemap, the same HTML for all.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { ensureDatabase } from "../../worker/upstream/embedded/database.ts";
import { html, request } from "./helpers.ts";

beforeAll(async () => {
  await ensureDatabase(env.DB);
});

describe("membership pages", () => {
  it("carry the member menu's pages with the current one selected, and the membership site", async () => {
    const response = await request("/api/cda/content?contentUrl=/en/kaarna-club/my-orders");
    expect(response.status).toBe(200);
    const model = (await response.json()) as {
      memberMenuItems: { name: string; url: string; selected: boolean }[];
      membershipSiteUrl: string;
    };
    expect(model.memberMenuItems.map((item) => [item.name, item.selected])).toEqual([
      ["My account", false],
      ["My details", false],
      ["Order history", true],
      ["Email preferences", false],
    ]);
    expect(model.membershipSiteUrl).toBe("/en/kaarna-club");
  });

  it("are noindex and left out of the sitemap, in every language", async () => {
    for (const path of ["/fi/kaarna-klubi/omat-tiedot", "/en/kaarna-club/my-details", "/sv/kaarna-klubben/mina-uppgifter"]) {
      const { response, text } = await html(path);
      expect(response.status, path).toBe(200);
      expect(text, path).toContain('content="noindex,nofollow"');
      expect(text, path).toContain('data-page-type="d2c-my-kaarna"');
    }
    for (const path of ["/fi/kaarna-klubi/oma-tili", "/en/kaarna-club/my-account", "/sv/kaarna-klubben/mitt-konto"]) {
      const { text } = await html(path);
      expect(text, path).toContain('content="noindex,nofollow"');
      expect(text, path).toContain('data-page-type="my-kaarna"');
    }
    const sitemap = await (await request("/sitemap.xml")).text();
    expect(sitemap).toContain("/en/kaarna-club<");
    expect(sitemap).not.toContain("my-details");
    expect(sitemap).not.toContain("omat-tiedot");
    expect(sitemap).not.toContain("my-account");
  });

  it("point the page model's account link at the portal page (my-kaarna)", async () => {
    const model = (await (await request("/api/cda/content?contentUrl=/sv")).json()) as { navigation: { accountPageUrl: string } };
    expect(model.navigation.accountPageUrl).toBe("/sv/kaarna-klubben/mitt-konto");
  });
});
