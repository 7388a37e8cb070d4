// Every page in the sitemap, in each language, renders its page type, hydrates cleanly and passes axe.
import { isTurnOf } from "./fixtures/catalog.ts";
import { Shell } from "./fixtures/shell.ts";
import { LANGUAGES, expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures/storefront.ts";

const PAGE_TYPES = ["start", "landing", "article", "d2c-article"] as const;
const NOT_FOUND = { fi: "/fi/tata-sivua-ei-ole", en: "/en/no-such-page", sv: "/sv/sidan-saknas" } as const;

async function sitemapUrls(baseURL: string): Promise<string[]> {
  const xml = await (await fetch(`${baseURL}/sitemap.xml`)).text();
  // A release is listed at its release page with its ?id=: the query is part of the address.
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL(match[1]!.replaceAll("&amp;", "&"));
    return `${url.pathname}${url.search}`;
  });
}

test("the sitemap holds every page type in every language", async ({ baseURL }) => {
  const paths = await sitemapUrls(baseURL!);
  for (const language of LANGUAGES) expect(paths).toContain(`/${language}`);
  expect(paths.length).toBeGreaterThanOrEqual(LANGUAGES.length * PAGE_TYPES.length);
});

/** Each sitemap page of a language with the page type its server-rendered document names. */
async function pagesByType(baseURL: string, language: string): Promise<Map<string, string[]>> {
  const paths = (await sitemapUrls(baseURL)).filter((path) => path === `/${language}` || path.startsWith(`/${language}/`));
  const byType = new Map<string, string[]>();
  for (const path of paths) {
    const response = await fetch(`${baseURL}${path}`);
    const html = await response.text();
    expect(response.status, path).toBe(200);
    expect(html, path).toContain(`<html lang="${language}"`);
    // No page type or block is shown as the stand-in for content this site cannot render.
    expect(html, path).not.toContain('class="unknown-content"');
    const pageType = html.match(/data-page-type="([^"]+)"/)?.[1];
    expect(pageType, path).toBeTruthy();
    byType.set(pageType!, [...(byType.get(pageType!) ?? []), path]);
  }
  return byType;
}

for (const language of LANGUAGES) {
  // Every sitemap page is rendered by the worker (the list grows with the catalogue); one page of each
  // type is then opened in Chromium, hydrated and checked with axe, in one of the languages.
  test(`every ${language} page renders its type; a third of the types hydrate without errors and pass axe`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const byType = await pagesByType(baseURL!, language);
    for (const pageType of PAGE_TYPES) expect([...byType.keys()], `${language} page types`).toContain(pageType);
    const shell = new Shell(page, language);
    // Each type is opened in one language, the types taking the languages in turn.
    for (const [pageType, paths] of [...byType].filter((_, index) => isTurnOf(language, index))) {
      const path = paths[0]!;
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await waitForHydration(page);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expect(shell.heading.first()).toBeAttached();
      expect(await shell.pageType(), path).toBe(pageType);
      await expect(shell.unknownContent, path).toHaveCount(0);
      await expectNoAxeViolations(page);
    }
  });

  test(`an unknown ${language} address answers 404 with the not-found page in ${language}`, async ({ page }) => {
    const response = await page.goto(NOT_FOUND[language]);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    const shell = new Shell(page, language);
    await expect(shell.main).toHaveAttribute("data-page-type", "http-error");
    await expect(shell.main.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex,nofollow");
    await expectNoAxeViolations(page);
  });
}

test("the root address leads to the Finnish start page", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/fi$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fi");
});

test("CMS raw HTML reaches the page without scripts or javascript: links", async ({ page, baseURL }) => {
  let dialogs = 0;
  page.on("dialog", (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  // Every Finnish page as the worker sends it; then each page with a raw-HTML block in Chromium.
  const withRawHtml: string[] = [];
  for (const path of await sitemapUrls(baseURL!)) {
    if (!path.startsWith("/fi")) continue;
    const html = await (await fetch(`${baseURL}${path}`)).text();
    const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
    expect(main, path).not.toMatch(/href="\s*javascript:/i);
    // Product pages carry their JSON-LD data block in main; any other script there came from content.
    expect(main.replace(/<script type="application\/ld\+json"[\s\S]*?<\/script>/g, ""), path).not.toMatch(/<script/i);
    if (main.includes("raw-html-block")) withRawHtml.push(path);
  }
  expect(withRawHtml.length).toBeGreaterThan(0);
  for (const path of withRawHtml) {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.locator('main a[href^="javascript:" i]')).toHaveCount(0);
    await expect(page.locator('main script:not([type="application/ld+json"])')).toHaveCount(0);
  }
  expect(dialogs).toBe(0);
});

test("hashed assets are cached for a year, immutable, with nosniff and HSTS, as the browser receives them", async ({ page }) => {
  const assets: { url: string; headers: Record<string, string> }[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.startsWith("/assets/"))
      assets.push({ url: response.url(), headers: response.headers() });
  });
  await page.goto("/fi");
  await waitForHydration(page);
  expect(assets.length).toBeGreaterThan(0);
  for (const { url, headers } of assets) {
    expect(headers["cache-control"], url).toBe("public, max-age=31536000, immutable");
    expect(headers["x-content-type-options"], url).toBe("nosniff");
    expect(headers["strict-transport-security"], url).toBe("max-age=31536000; includeSubDomains");
  }
});
