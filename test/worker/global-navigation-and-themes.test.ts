// The global menu in the page model and the two restricted sub-brand themes as the worker renders
// them, through the real worker, embedded backend, KV and D1.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import * as v from "valibot";
import { type PageModel, PageModelSchema } from "../../shared/schemas/page-model.ts";
import { ensureDatabase } from "../../worker/upstream/embedded/database.ts";
import { html, request } from "./helpers.ts";

const LANGUAGES = ["fi", "en", "sv"] as const;
/** The global menu's name in each language (locales/<language>/messages.po, shell.global-menu.label). */
const GLOBAL_MENU = { fi: "Sivustomme", en: "Our sites", sv: "Våra webbplatser" } as const;

beforeAll(async () => {
  await ensureDatabase(env.DB);
});

async function pageModel(url: string): Promise<PageModel> {
  const response = await request(`/api/cda/content?contentUrl=${encodeURIComponent(url)}`);
  expect(response.status).toBe(200);
  return v.parse(PageModelSchema, await response.json());
}

describe("the global menu in the page model", () => {
  it.each(LANGUAGES)("lists Kaarna, the two sub-brands and the group's sites in %s", async (language) => {
    const model = await pageModel(`/${language}`);
    const { hasGlobalMenu, globalNavIcon, globalNavItems } = model.navigation.globalNavigation;
    expect(hasGlobalMenu).toBe(true);
    expect(globalNavIcon).toBe("/images/icons/sites.svg");
    expect(globalNavItems.map((item) => item.url)).toEqual([
      `/${language}`,
      `/${language}/pikku-kuu`,
      `/${language}/tuohi`,
      `https://example.com/kaarna-group/${language}`,
    ]);
    const group = globalNavItems[3]!;
    expect(group.children.map((site) => [site.url, site.targetFrame])).toEqual([
      [`https://example.com/kaarna-group/${language}/careers`, "_blank"],
      [`https://example.com/kaarna-group/${language}/investors`, null],
    ]);
  });

  it("marks the sub-brand page the shopper is on as selected", async () => {
    const model = await pageModel("/sv/pikku-kuu");
    const selected = model.navigation.globalNavigation.globalNavItems.filter((item) => item.selected);
    expect(selected.map((item) => item.url)).toEqual(["/sv/pikku-kuu"]);
  });
});

describe("the sub-brand themes as rendered", () => {
  it.each(LANGUAGES)("gives a Kaarna page in %s the whole shell and the global menu's button", async (language) => {
    const { text } = await html(`/${language}`);
    expect(text).toContain(`data-theme="finnish"`);
    expect(text).toMatch(/<header class="site-header">/);
    expect(text).toContain(`class="top-bar"`);
    expect(text).toMatch(/<footer class="site-footer/);
    expect(text).toContain(
      `<nav class="global-menu global-menu--header" aria-label="${GLOBAL_MENU[language]}" data-menu="global_menu">`,
    );
  });

  it.each(LANGUAGES)(
    "renders the Pikku Kuu page in %s with a header but no top bar, no mega panels and the footer",
    async (language) => {
      const { response, text } = await html(`/${language}/pikku-kuu`);
      expect(response.status).toBe(200);
      expect(text).toContain(`<html lang="${language}" data-theme="pikku-kuu">`);
      expect(text).toMatch(/<header class="site-header">/);
      expect(text).not.toContain(`class="top-bar"`);
      expect(text).not.toContain("mega-menu__panel");
      // The main items are links to their pages instead of buttons that open panels.
      expect(text).not.toMatch(/<button[^>]*data-main-item/);
      expect(text).toMatch(/<a[^>]*data-main-item/);
      expect(text).toContain("global-menu--header");
      expect(text).toMatch(/<footer class="site-footer/);
    },
  );

  it.each(LANGUAGES)("renders the Tuohi page in %s with no header and no footer, but the skip link", async (language) => {
    const { response, text } = await html(`/${language}/tuohi`);
    expect(response.status).toBe(200);
    expect(text).toContain(`<html lang="${language}" data-theme="tuohi">`);
    // The page's own intro is a <header> inside <main>; the site's header is what must be gone.
    expect(text).not.toContain(`class="site-header"`);
    expect(text).not.toMatch(/<footer\b/);
    expect(text).toMatch(/<a class="skip-link" href="#main">/);
    expect(text).toMatch(/<main id="main"/);
    expect(text).toContain(`class="cart-corner"`);
  });

  it("keeps the theme, and the Tuohi page's missing banner, in the page model for client navigation", async () => {
    const tuohi = await pageModel("/en/tuohi");
    expect(tuohi.layoutTheme).toBe("tuohi");
    expect(tuohi.banner).toBeNull();
    const pikkuKuu = await pageModel("/en/pikku-kuu");
    expect(pikkuKuu.layoutTheme).toBe("pikku-kuu");
    expect(pikkuKuu.banner).not.toBeNull();
    expect(pikkuKuu.navigation.pageLanguages.map((language) => language.url).sort()).toEqual([
      "/en/pikku-kuu",
      "/fi/pikku-kuu",
      "/sv/pikku-kuu",
    ]);
  });
});
