// Content search through the real worker, embedded backend and local D1's FTS5 index:
// ranking and language, facets, paging, products, junk parameters, the cache, the remote adapter
// and the index following a CMS publish.
import { env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { ContentSearchResponse } from "../../shared/schemas/content-search.ts";
import { ensureDatabase } from "../../worker/upstream/embedded/database.ts";
import type { SearchDocumentSource } from "../../worker/upstream/embedded/search/search-documents.ts";
import {
  keepSearchIndexCurrent,
  rebuildSearchIndex,
  SEARCH_DOCUMENT_SOURCES,
} from "../../worker/upstream/embedded/search/search-index.ts";
import { matchQuery } from "../../worker/upstream/embedded/search/search-query.ts";
import { html, request } from "./helpers.ts";
import { forwarding, REMOTE, standIn } from "./upstream-stand-in.ts";

beforeAll(() => ensureDatabase(env.DB));
afterEach(() => vi.restoreAllMocks());

const ORIGIN = "http://shop.test";

async function search(query: Record<string, string>) {
  const response = await request(`/api/search/content?${new URLSearchParams(query)}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return { response, body: (await response.json()) as ContentSearchResponse };
}

const facetId = (body: ContentSearchResponse, category: number, name: string) =>
  body.facetCategories.find((entry) => entry.id === category)!.facetSubcategories.find((option) => option.name === name)!.id;

describe("the FTS5 index", () => {
  it("exists in local D1 with one document per searchable page and product in each language", async () => {
    const { results } = await env.DB.prepare(
      "SELECT language, kind, COUNT(*) AS n FROM search_documents GROUP BY language, kind ORDER BY language, kind",
    ).all<{ language: string; kind: string; n: number }>();
    for (const language of ["fi", "en", "sv"])
      for (const kind of ["article", "page", "product"])
        expect(results.find((row) => row.language === language && row.kind === kind)?.n, `${language} ${kind}`).toBeGreaterThan(
          0,
        );
    const tools = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM search_documents WHERE url IN ('/en/cart', '/en/checkout', '/en/search', '/en/site-search')",
    ).first<{ n: number }>();
    expect(tools?.n, "the cart, checkout and search pages are tools, not content").toBe(0);
  });

  it("turns the shopper's words into quoted prefixes, so no input is FTS syntax", () => {
    expect(matchQuery('cocoa "journey" OR NEAR(x')).toBe('"cocoa"* "journey"* "OR"* "NEAR"* "x"*');
    expect(matchQuery("  !!! ")).toBeNull();
  });
});

describe("GET /api/search/content", () => {
  it("ranks a title match first and keeps an equal search in the same order", async () => {
    const { body } = await search({ q: "journey cocoa", language: "en", includeProducts: "true", pageSize: "48" });
    expect(body.hits[0]).toMatchObject({ type: "article", url: "/en/articles/journey-of-cocoa", topic: "Article" });
    expect(body.hits[0]!.title).toContain("cocoa");
    expect(body.hits[0]!.image?.url).toBe("/media/article-cocoa-journey.webp");
    const again = await search({ q: "journey cocoa", language: "en", includeProducts: "true", pageSize: "48", page: "1" });
    expect(again.body.hits.map((hit) => hit.url)).toEqual(body.hits.map((hit) => hit.url));
  });

  it("searches one language, Finnish by default, with diacritics folded", async () => {
    const finnish = await search({ q: "kaakaon matka" });
    expect(finnish.body.hits[0]?.url).toBe("/fi/artikkelit/kaakaon-matka");
    expect(finnish.body.hits.every((hit) => hit.url.startsWith("/fi"))).toBe(true);
    const swedish = await search({ q: "kakaons resa", language: "sv" });
    expect(swedish.body.hits[0]?.url).toBe("/sv/artiklar/kakaons-resa");
    expect(swedish.body.hits.every((hit) => hit.url.startsWith("/sv"))).toBe(true);
    const folded = await search({ q: "hasselpahkina", language: "fi", includeProducts: "true" });
    expect(folded.body.hits.map((hit) => hit.title)).toContain("Maitosuklaa Hasselpähkinä");
  });

  it("leaves products out unless asked, and gives a product hit its card in the market's prices", async () => {
    const content = await search({ q: "chocolate", language: "en" });
    expect(content.body.hits.length).toBeGreaterThan(0);
    expect(content.body.hits.some((hit) => hit.type === "product")).toBe(false);
    expect(content.body.facetCategories.map((category) => category.id)).toEqual([1]);

    const withProducts = await search({ q: "dark chocolate 70", language: "en", includeProducts: "true", market: "SE" });
    const product = withProducts.body.hits.find((hit) => hit.type === "product");
    expect(product).toMatchObject({
      url: "/en/products/chocolate-tablets/dark-chocolate/dark-chocolate-70",
      topic: "Chocolate tablet",
    });
    expect(product?.product).toMatchObject({ code: expect.any(String), displayName: "Dark Chocolate 70%" });
    expect(product?.product?.placedPriceString).toMatch(/SEK/);
    expect(product?.image?.url).toMatch(/^\/media\/products\//);
    expect(withProducts.response.headers.get("vary") ?? "").not.toContain("Cookie");
  });

  it("filters by facet: OR inside a category, AND across, each category counted under the others' choice", async () => {
    const all = await search({ q: "", language: "en", includeProducts: "true", pageSize: "48" });
    const articles = facetId(all.body, 1, "Articles");
    const products = facetId(all.body, 1, "Products");
    const pastille = facetId(all.body, 2, "Pastille");
    expect(all.body.facetCategories.map((category) => category.name)).toEqual(["Content type", "Product type"]);

    const onlyArticles = await search({ q: "", language: "en", includeProducts: "true", categoryIds: String(articles) });
    expect(onlyArticles.body.hits.length).toBeGreaterThan(0);
    expect(onlyArticles.body.hits.every((hit) => hit.type === "article")).toBe(true);
    const kinds = onlyArticles.body.facetCategories.find((category) => category.id === 1)!.facetSubcategories;
    expect(kinds.find((option) => option.id === articles)).toMatchObject({ selected: true });
    expect(kinds.find((option) => option.id === products)?.count, "the kind's other options keep their counts").toBeGreaterThan(
      0,
    );

    const pages = facetId(all.body, 1, "Pages");
    const either = await search({ q: "", language: "en", includeProducts: "true", categoryIds: `${articles},${pages}` });
    expect(new Set(either.body.hits.map((hit) => hit.type))).toEqual(new Set(["article", "page"]));
    const both = await search({ q: "", language: "en", includeProducts: "true", categoryIds: `${products},${pastille}` });
    expect(both.body.hits.map((hit) => hit.topic)).toEqual(both.body.hits.map(() => "Pastille"));
    expect(both.body.totalCount).toBe(4);
    const none = await search({ q: "", language: "en", includeProducts: "true", categoryIds: `${articles},${pastille}` });
    expect(none.body.totalCount, "an article is never a pastille").toBe(0);
  });

  it("pages through the results with hasMore and the total", async () => {
    const query = { q: "chocolate", language: "en", includeProducts: "true", pageSize: "5" };
    const first = await search({ ...query, page: "1" });
    const second = await search({ ...query, page: "2" });
    expect(first.body.hits).toHaveLength(5);
    expect(first.body.hasMore).toBe(true);
    expect(second.body.totalCount).toBe(first.body.totalCount);
    const seen = new Set(first.body.hits.map((hit) => hit.url));
    expect(second.body.hits.some((hit) => seen.has(hit.url))).toBe(false);
    const lastPage = Math.ceil(first.body.totalCount / 5);
    const last = await search({ ...query, page: String(lastPage) });
    expect(last.body.hasMore).toBe(false);
    expect(last.body.hits.length).toBe(first.body.totalCount - (lastPage - 1) * 5);
  });

  it("answers junk with a clear 400, drops non-numeric categoryIds, and ignores unknown parameters", async () => {
    for (const junk of [
      "page=0",
      "page=two",
      "pageSize=1000",
      "language=de",
      "includeProducts=maybe",
      `q=${"x".repeat(101)}`,
      "market=XX",
    ]) {
      const response = await request(`/api/search/content?${junk}`);
      expect(response.status, junk).toBe(400);
      const body = (await response.json()) as { errors: { key: string; value: string }[] };
      expect(body.errors[0]?.key, junk).toBe(junk.split("=")[0]);
    }
    const clean = await search({ q: "", language: "en", categoryIds: "1" });
    const dirty = await request("/api/search/content?q=&language=en&categoryIds=abc,1,%3Cscript%3E&utm_source=x");
    expect(dirty.status).toBe(200);
    expect(dirty.headers.get("x-cache"), "the same normalised search is the same cache entry").toBe("HIT");
    expect(await dirty.json()).toEqual(clean.body);
  });

  it("is cached: the same search again is a hit, public for a minute", async () => {
    const first = await search({ q: "salmiakki", language: "fi", includeProducts: "true", market: "FI" });
    expect(first.response.headers.get("x-cache")).toBe("MISS");
    expect(first.response.headers.get("cache-control")).toBe("public, max-age=60");
    const second = await search({ q: "salmiakki", language: "fi", includeProducts: "true", market: "FI" });
    expect(second.response.headers.get("x-cache")).toBe("HIT");
  });

  it("forwards the same call to a remote upstream with the normalised query", async () => {
    const calls = standIn(forwarding);
    const response = await request("/api/search/content?q=kaakao&categoryIds=2,x,1&junk=1", {}, REMOTE);
    expect(response.status).toBe(200);
    const call = calls.map((entry) => new URL(entry.url)).find((url) => url.pathname === "/api/cda/search/content");
    expect(call?.origin).toBe(REMOTE.UPSTREAM_ORIGIN);
    expect(call?.search).toBe("?q=kaakao&page=1&pageSize=12&language=fi&categoryIds=1%2C2&includeProducts=false");
  });
});

describe("the search page", () => {
  it("renders a shared search's results on the server, noindex, from one page model for every search", async () => {
    const first = await html("/en/site-search?q=cocoa");
    expect(first.response.status).toBe(200);
    expect(first.text).toContain("The journey of cocoa from bean to tablet");
    expect(first.text).toContain('<meta name="robots" content="noindex,nofollow"');
    // categoryIds=5: the products option (the kinds are numbered first, in SEARCH_KINDS order).
    const other = await html("/en/site-search?q=salmiakki&categoryIds=5");
    expect(other.response.headers.get("x-cache"), "q and categoryIds are not in the page-model key").toBe("HIT");
    expect(other.text).toContain("Salmiakki Kuu");
    expect(other.text).not.toContain("The journey of cocoa from bean to tablet");
    const plain = await html("/en/site-search");
    expect(plain.text).not.toContain('name="robots"');
    expect(plain.text).toContain('<link rel="canonical" href="http://shop.test/en/site-search"');
  });
});

describe("keeping the index in step", () => {
  const count = async () => (await env.DB.prepare("SELECT COUNT(*) AS n FROM search_documents").first<{ n: number }>())!.n;

  it("is rebuilt when a seed's version changes, and left alone when none did", async () => {
    const documents = await count();
    await env.DB.prepare("DELETE FROM search_documents").run();
    await keepSearchIndexCurrent(env.DB);
    expect(await count(), "no seed changed: nothing is read again").toBe(0);
    await env.DB.prepare("UPDATE seed_state SET version = 'an older seed' WHERE name = 'content'").run();
    await keepSearchIndexCurrent(env.DB);
    expect(await count()).toBe(documents);
  });

  it("finds the news provider's press releases at their release page, and never the bare release page", async () => {
    const { body } = await search({ q: "visitor centre", language: "en" });
    expect(body.hits[0]).toMatchObject({ url: "/en/newsroom/release?id=kr-1001", type: "press-release", topic: "Press release" });
    const bare = await search({ q: "release", language: "en" });
    expect(bare.body.hits.map((hit) => hit.url)).not.toContain("/en/newsroom/release");
  });

  it("takes any source of documents: another source joins with its own kind, and leaves with it", async () => {
    const pressReleases: SearchDocumentSource = async () => [
      {
        language: "en",
        kind: "press-release",
        contentId: "pr-1",
        url: "/en/press/kaarna-opens-a-lakeside-cafe",
        title: "Kaarna opens a lakeside café",
        topic: null,
        image: null,
        description: "The factory café opens in May.",
        publishedAt: "2025-04-01T08:00:00.000Z",
        body: "Cinnamon buns and hot cocoa by the harbour.",
      },
    ];
    await rebuildSearchIndex(env.DB, [...SEARCH_DOCUMENT_SOURCES, pressReleases]);
    const { body } = await search({ q: "cinnamon harbour", language: "en" });
    expect(body.hits[0]).toMatchObject({
      url: "/en/press/kaarna-opens-a-lakeside-cafe",
      type: "press-release",
      topic: "Press release",
    });
    expect(body.facetCategories[0]?.facetSubcategories.map((option) => option.name)).toContain("Press releases");
    await rebuildSearchIndex(env.DB);
    const left = await env.DB.prepare("SELECT COUNT(*) AS n FROM search_documents WHERE content_id = 'pr-1'").first<{
      n: number;
    }>();
    expect(left?.n, "a rebuild without the source drops its documents").toBe(0);
  });
});

describe("the index after a CMS publish", () => {
  it("finds a published word, and not a draft's", async () => {
    const signIn = await request("/cms/sign-in", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, "cf-connecting-ip": "203.0.113.53" },
      body: new URLSearchParams({ email: "editor@kaarna.example", password: "Kaarna-editor-2026" }).toString(),
    });
    const cookie = signIn.headers
      .getSetCookie()
      .find((line) => line.startsWith("__Host-kaarna-cms="))!
      .split(";")[0]!;
    const json = (body: unknown) => ({
      method: "POST",
      headers: { cookie, origin: ORIGIN, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    // The English club page's "Member benefits" rich text block (seed/ids.ts).
    const draft = await request("/cms/api/drafts/5151", json({ field: "heading", value: "Zanzibar truffle evenings" }));
    expect(draft.status).toBe(200);
    expect((await search({ q: "zanzibar", language: "en" })).body.totalCount, "a draft is not searchable").toBe(0);

    const published = await request("/cms/api/publish/1106", json({}));
    expect(published.status).toBe(200);
    const found = await search({ q: "zanzibar truffle", language: "en" });
    expect(found.body.hits.map((hit) => hit.url)).toEqual(["/en/kaarna-club"]);
  });
});
