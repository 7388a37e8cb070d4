// The whole-shop sitemap (issue 12) on real local D1 and KV: every product, category and content page
// in fi, en and sv with hreflang alternates and lastmod (the locations among them), noindex pages left
// out, and the index split.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { type SitemapPage, sitemapDocuments } from "../../worker/seo/sitemap.ts";
import { ensureDatabase } from "../../worker/upstream/embedded/database.ts";
import { request } from "./helpers.ts";

const ORIGIN = "http://shop.test";
const LANGUAGES = ["fi", "en", "sv"] as const;

type Entry = { loc: string; lastmod: string | null; alternates: Record<string, string> };

/** The <url> entries of a urlset document, with their alternates by hreflang. */
function entries(xml: string): Entry[] {
  return [...xml.matchAll(/<url>(.*?)<\/url>/g)].map(([, body]) => ({
    loc: /<loc>(.*?)<\/loc>/.exec(body!)![1]!,
    lastmod: /<lastmod>(.*?)<\/lastmod>/.exec(body!)?.[1] ?? null,
    alternates: Object.fromEntries(
      [...body!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(([, lang, href]) => [
        lang,
        href,
      ]),
    ),
  }));
}

const rows = async <T>(sql: string) => (await env.DB.prepare(sql).all<T>()).results;

let listed: Map<string, Entry>;

beforeAll(async () => {
  await ensureDatabase(env.DB);
  const response = await request("/sitemap.xml");
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("application/xml");
  listed = new Map(entries(await response.text()).map((entry) => [entry.loc, entry]));
});

describe("the whole-shop sitemap", () => {
  it("lists every buyable product in fi, en and sv with all three alternates, x-default and its date", async () => {
    const products = await rows<{ url: string; code: string; language: string; buyable: number; published_at: string }>(
      `SELECT t.url, t.product_code AS code, t.language, p.published_at,
        EXISTS (SELECT 1 FROM catalogue_variations v WHERE v.product_code = t.product_code AND v.stock > 0) AS buyable
       FROM catalogue_product_texts t JOIN catalogue_products p ON p.code = t.product_code`,
    );
    const codes = new Set(products.map((product) => product.code));
    expect(codes.size).toBe(33);
    const urls = new Map(products.map((product) => [`${product.code}:${product.language}`, `${ORIGIN}${product.url}`]));
    for (const product of products.filter((entry) => entry.buyable)) {
      const entry = listed.get(`${ORIGIN}${product.url}`);
      expect(entry, product.url).toBeDefined();
      expect(entry!.lastmod).toBe(product.published_at.slice(0, 10));
      for (const language of LANGUAGES) expect(entry!.alternates[language]).toBe(urls.get(`${product.code}:${language}`));
      expect(entry!.alternates["x-default"]).toBe(urls.get(`${product.code}:fi`));
    }
  });

  it("leaves out products nobody can buy (noindex by spec 001)", async () => {
    const code = (await rows<{ code: string }>("SELECT code FROM catalogue_products ORDER BY code LIMIT 1"))[0]!.code;
    const before = await rows<{ code: string; stock: number }>(
      `SELECT code, stock FROM catalogue_variations WHERE product_code = '${code}'`,
    );
    await env.DB.prepare("UPDATE catalogue_variations SET stock = 0 WHERE product_code = ?").bind(code).run();
    try {
      const { sitemapEntries } = await import("../../worker/upstream/embedded/sitemap.ts");
      const pages = await sitemapEntries(env.DB, "en");
      const product = pages.find((page) => page.translationKey === `product-${code}`)!;
      expect(product.noIndex).toBe(true);
      const xml = sitemapDocuments(ORIGIN, [{ ...product, language: "en" }]).parts[0]!;
      expect(entries(xml)).toEqual([]);
    } finally {
      for (const variation of before)
        await env.DB.prepare("UPDATE catalogue_variations SET stock = ? WHERE code = ?")
          .bind(variation.stock, variation.code)
          .run();
    }
  });

  it("lists every category in every language with its alternates", async () => {
    const categories = await rows<{ url: string; code: string; language: string }>(
      "SELECT url, category_code AS code, language FROM catalogue_category_texts",
    );
    expect(new Set(categories.map((category) => category.code)).size).toBeGreaterThanOrEqual(8);
    for (const category of categories) {
      const entry = listed.get(`${ORIGIN}${category.url}`);
      expect(entry, category.url).toBeDefined();
      expect(Object.keys(entry!.alternates).sort()).toEqual(["en", "fi", "sv", "x-default"]);
    }
  });

  it("lists every indexable content page and none that is noindex, the search page included", async () => {
    const pages = await rows<{ url: string; changed_at: string; no_index: number | null; content_type: string }>(
      "SELECT url, changed_at, content_type, json_extract(fields, '$.pageMetadata.noIndex') AS no_index FROM content",
    );
    const noIndex = pages.filter((page) => page.no_index);
    expect(noIndex.some((page) => page.content_type.includes("SearchResult"))).toBe(true);
    for (const page of pages) {
      const entry = listed.get(`${ORIGIN}${page.url}`);
      // The release page is listed once per release, with its id (below), never bare.
      if (page.no_index || page.content_type.includes("CisionNewsRelease")) expect(entry, page.url).toBeUndefined();
      else expect(entry?.lastmod, page.url).toBe(page.changed_at.slice(0, 10));
    }
    for (const language of LANGUAGES)
      expect(listed.get(`${ORIGIN}/${language}`)?.alternates[language]).toBe(`${ORIGIN}/${language}`);
  });

  it("lists the sub-brand pages in every language with their alternates", async () => {
    for (const slug of ["pikku-kuu", "tuohi"])
      for (const language of LANGUAGES) {
        const entry = listed.get(`${ORIGIN}/${language}/${slug}`);
        expect(entry, `/${language}/${slug}`).toBeDefined();
        for (const other of LANGUAGES) expect(entry!.alternates[other]).toBe(`${ORIGIN}/${other}/${slug}`);
        expect(entry!.alternates["x-default"]).toBe(`${ORIGIN}/fi/${slug}`);
      }
  });

  it("lists the Discover, gift ideas and Kaarna Classics pages with each other's languages", async () => {
    const pages = [
      { fi: "/fi/tutustu", en: "/en/discover", sv: "/sv/upptack" },
      { fi: "/fi/lahjaideat", en: "/en/gift-ideas", sv: "/sv/presenttips" },
      { fi: "/fi/kaarna-klassikot", en: "/en/kaarna-classics", sv: "/sv/kaarna-klassiker" },
    ];
    for (const urls of pages)
      for (const language of LANGUAGES) {
        const entry = listed.get(`${ORIGIN}${urls[language]}`);
        expect(entry, urls[language]).toBeDefined();
        for (const alternate of LANGUAGES) expect(entry!.alternates[alternate]).toBe(`${ORIGIN}${urls[alternate]}`);
      }
  });

  it("lists every location in fi, en and sv with its three alternates and x-default", async () => {
    const locations = await rows<{ url: string; translation_key: string; language: string }>(
      "SELECT url, translation_key, language FROM content WHERE json_extract(content_type, '$[#-1]') = 'Location'",
    );
    expect(locations.length).toBeGreaterThanOrEqual(3 * 8);
    const urls = new Map(locations.map((row) => [`${row.translation_key}:${row.language}`, `${ORIGIN}${row.url}`]));
    for (const location of locations) {
      const entry = listed.get(`${ORIGIN}${location.url}`);
      expect(entry, location.url).toBeDefined();
      for (const language of LANGUAGES)
        expect(entry!.alternates[language]).toBe(urls.get(`${location.translation_key}:${language}`));
      expect(entry!.alternates["x-default"]).toBe(urls.get(`${location.translation_key}:fi`));
    }
    expect(listed.get(`${ORIGIN}/sv/butiker/kaarna-kafe-kampen`)?.alternates.en).toBe(`${ORIGIN}/en/stores/kaarna-cafe-kamppi`);
  });

  it("lists every press release on its language's release page, with its translations as alternates", async () => {
    const releases = await rows<{ id: string; language: string; publish_date_utc: string }>(
      "SELECT id, language, publish_date_utc FROM press_releases",
    );
    expect(releases.length).toBeGreaterThanOrEqual(51);
    const pages = { fi: "/fi/uutishuone/tiedote", en: "/en/newsroom/release", sv: "/sv/nyhetsrum/pressmeddelande" };
    for (const release of releases) {
      const entry = listed.get(`${ORIGIN}${pages[release.language as keyof typeof pages]}?id=${release.id}`);
      expect(entry, `${release.id} ${release.language}`).toBeDefined();
      expect(entry!.lastmod).toBe(release.publish_date_utc.slice(0, 10));
      for (const language of LANGUAGES) expect(entry!.alternates[language]).toBe(`${ORIGIN}${pages[language]}?id=${release.id}`);
      expect(entry!.alternates["x-default"]).toBe(`${ORIGIN}${pages.fi}?id=${release.id}`);
    }
  });

  it("lists every recipe and recipe category page in fi, en and sv with all three alternates", async () => {
    const recipes = await rows<{ url: string; language: string; translation_key: string; kind: string; no_index: number | null }>(
      `SELECT c.url, c.language, c.translation_key, t.value AS kind, json_extract(c.fields, '$.pageMetadata.noIndex') AS no_index
       FROM content c, json_each(c.content_type) t WHERE t.value IN ('Recipe', 'RecipeCategory')`,
    );
    const urls = new Map(recipes.map((page) => [`${page.translation_key}:${page.language}`, `${ORIGIN}${page.url}`]));
    const recipePages = recipes.filter((page) => page.kind === "Recipe");
    expect(recipePages.length).toBeGreaterThanOrEqual(3 * 12);
    // The dishes, occasions and diets are listed; their groups and the allergens are for the search only.
    expect(recipes.filter((page) => page.kind === "RecipeCategory" && !page.no_index)).toHaveLength(3 * 18);
    for (const page of recipes) {
      const entry = listed.get(`${ORIGIN}${page.url}`);
      if (page.no_index) {
        expect(entry, page.url).toBeUndefined();
        continue;
      }
      expect(entry, page.url).toBeDefined();
      for (const language of LANGUAGES)
        expect(entry!.alternates[language], page.url).toBe(urls.get(`${page.translation_key}:${language}`));
      expect(entry!.alternates["x-default"]).toBe(urls.get(`${page.translation_key}:fi`));
    }
    expect(listed.get(`${ORIGIN}/en/recipes/dark-chocolate-lava-cakes`)?.alternates).toEqual({
      fi: `${ORIGIN}/fi/reseptit/tumman-suklaan-fondantit`,
      en: `${ORIGIN}/en/recipes/dark-chocolate-lava-cakes`,
      sv: `${ORIGIN}/sv/recept/chokladfondanter`,
      "x-default": `${ORIGIN}/fi/reseptit/tumman-suklaan-fondantit`,
    });
  });

  it("lists the content search page in each language with its alternates", async () => {
    const pages = { fi: "/fi/sivustohaku", en: "/en/site-search", sv: "/sv/webbplatssok" } as const;
    for (const language of LANGUAGES) {
      const entry = listed.get(`${ORIGIN}${pages[language]}`);
      expect(entry, pages[language]).toBeDefined();
      for (const other of LANGUAGES) expect(entry!.alternates[other]).toBe(`${ORIGIN}${pages[other]}`);
      expect(entry!.alternates["x-default"]).toBe(`${ORIGIN}${pages.fi}`);
    }
  });

  it("answers 404 for a numbered file while the sitemap is one file", async () => {
    expect((await request("/sitemap-1.xml")).status).toBe(404);
  });
});

describe("the sitemap index", () => {
  const pages: SitemapPage[] = Array.from({ length: 25 }, (_, n) =>
    LANGUAGES.map((language) => ({
      url: `/${language}/page-${n}`,
      translationKey: `page-${n}`,
      changed: null,
      noIndex: false,
      language,
    })),
  ).flat();

  it("splits past the URL limit into numbered files that together list every page once", () => {
    const documents = sitemapDocuments(ORIGIN, pages, { maxUrls: 10, maxBytes: 50 * 1024 * 1024 });
    expect(documents.parts).toHaveLength(8);
    expect(documents.index).toContain("<sitemapindex");
    const files = [...documents.index!.matchAll(/<loc>(.*?)<\/loc>/g)].map(([, loc]) => loc);
    expect(files).toEqual(Array.from({ length: 8 }, (_, n) => `${ORIGIN}/sitemap-${n + 1}.xml`));
    const locs = documents.parts.flatMap((part) => entries(part).map((entry) => entry.loc));
    for (const part of documents.parts) expect(entries(part).length).toBeLessThanOrEqual(10);
    expect(locs.sort()).toEqual(pages.map((page) => `${ORIGIN}${page.url}`).sort());
  });

  it("splits past the byte limit, every file within it", () => {
    const maxBytes = 4096;
    const documents = sitemapDocuments(ORIGIN, pages, { maxUrls: 50_000, maxBytes });
    expect(documents.parts.length).toBeGreaterThan(1);
    for (const part of documents.parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(maxBytes);
    expect(documents.parts.flatMap((part) => entries(part))).toHaveLength(75);
  });

  it("stays one file, no index, within the limits", () => {
    const documents = sitemapDocuments(ORIGIN, pages);
    expect(documents.index).toBeNull();
    expect(entries(documents.parts[0]!)).toHaveLength(75);
  });
});
