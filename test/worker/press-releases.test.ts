// Press releases (issue 10, spec 001 §2–§9) through the real worker and the embedded
// news provider on D1: the newsroom's filter choices, pages of the feed with their filters, one
// release in each language with its sanitised body, every parameter checked, answers kept under
// normalised keys, and the release page: rendered with its release and JSON-LD, 404 with the spec's
// texts for a missing or unknown id, and its page model shared by every release.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { embeddedBackend } from "../../worker/upstream/embedded/backend.ts";
import { ensureDatabase } from "../../worker/upstream/embedded/database.ts";
import { releasesOfLanguage } from "../../worker/upstream/embedded/press-releases/release-listing.ts";
import { html, request } from "./helpers.ts";
import { forwarding, REMOTE, standIn } from "./upstream-stand-in.ts";

type FeedPage = {
  items: { id: string; title: string; publishDateUtc: string; languageCode: string; categories: { code: string }[] }[];
  totalCount: number;
  page: number;
  language: string;
};

const json = async <T>(path: string) => {
  const response = await request(path);
  return { response, body: (await response.json()) as T };
};
const feed = (query: string) => json<FeedPage>(`/api/press-releases/feeds/kaarna-newsroom?${query}`);
const ids = (page: FeedPage) => page.items.map((item) => item.id);

beforeAll(async () => {
  await ensureDatabase(env.DB);
});

describe("the newsroom's calls", () => {
  it("name the categories and the years with releases, in each language", async () => {
    const { body } = await json<{ categories: { code: string; name: string }[]; years: number[] }>(
      "/api/press-releases/categories-and-years?language=sv",
    );
    expect(body.categories.map((category) => category.code)).toEqual(["company", "products", "responsibility", "events"]);
    expect(body.categories[0]!.name).toBe("Företagsnyheter");
    expect(body.years).toEqual([2026, 2025, 2024]);
    const fi = await json<{ categories: { name: string }[] }>("/api/press-releases/categories-and-years?language=fi");
    expect(fi.body.categories[1]!.name).toBe("Tuotteet");
  });

  it("page the feed newest first, ten by default, in the asked language", async () => {
    const first = (await feed("language=en")).body;
    expect(first.totalCount).toBe(17);
    expect(first.items).toHaveLength(10);
    expect(first.language).toBe("en");
    expect(first.items[0]).toMatchObject({
      id: "kr-1017",
      languageCode: "en",
      title: "Kaarna's darkest tablet yet: dark chocolate 85 %",
    });
    const dates = first.items.map((item) => item.publishDateUtc);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = (await feed("language=en&page=2")).body;
    expect(second.items).toHaveLength(7);
    expect(new Set([...ids(first), ...ids(second)]).size).toBe(17);
    expect((await feed("language=fi&pageSize=1")).body.items[0]!.title).toBe("Kaarnan tummin levy: tumma suklaa 85 %");
  });

  it("filter by any of the categories, by the year, and by the block's keywords", async () => {
    const products = (await feed("language=en&categories=products&pageSize=50")).body;
    expect(products.totalCount).toBe(8);
    expect(products.items.every((item) => item.categories.some((category) => category.code === "products"))).toBe(true);
    expect((await feed("language=en&categories=events,responsibility&pageSize=50")).body.totalCount).toBe(8);
    expect(ids((await feed("language=en&year=2025&pageSize=50")).body)).toEqual([
      "kr-1011",
      "kr-1010",
      "kr-1009",
      "kr-1008",
      "kr-1007",
      "kr-1006",
    ]);
    expect(ids((await feed("language=sv&year=2025&categories=products")).body)).toEqual(["kr-1011", "kr-1009", "kr-1008"]);
    expect(ids((await feed("language=en&keywords=Factory, visitors")).body)).toEqual(["kr-1014", "kr-1007", "kr-1001"]);
    expect((await feed("language=en&year=2023")).body.totalCount).toBe(0);
  });

  it("refuse a bad parameter with a 400 that names it, and an unknown feed with a 404", async () => {
    for (const query of [
      "page=0",
      "page=x",
      "pageSize=51",
      "year=1999",
      "year=20255",
      "language=de",
      "categories=a;b",
      `categories=${Array.from({ length: 21 }, (_, n) => `c${n}`).join(",")}`,
      "keywords=<script>",
    ]) {
      const { response, body } = await json<{ errors: { key: string }[] }>(`/api/press-releases/feeds/kaarna-newsroom?${query}`);
      expect(response.status, query).toBe(400);
      expect(body.errors[0]!.key, query).toBe(query.split("=")[0]);
    }
    expect((await request("/api/press-releases/feeds/no-such-feed?language=en")).status).toBe(404);
    expect((await request("/api/press-releases/feeds/bad%20feed")).status).toBe(400);
    expect((await request("/api/press-releases/categories-and-years?language=xx")).status).toBe(400);
    const wrongMethod = await request("/api/press-releases/feeds/kaarna-newsroom", { method: "POST" });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get("allow")).toContain("GET");
  });

  it("keep a page under its normalised query: reordered filters and junk parameters share one entry", async () => {
    const upstream = vi.spyOn(embeddedBackend, "fetch");
    try {
      const first = await request("/api/press-releases/feeds/kaarna-newsroom?language=en&categories=products,events&year=2024");
      expect(first.headers.get("cache-control")).toBe("public, max-age=60");
      const again = await request(
        "/api/press-releases/feeds/kaarna-newsroom?year=2024&categories=events,products,events&utm_source=x&language=en",
      );
      expect(again.headers.get("x-cache")).toBe("HIT");
      expect(await again.json()).toEqual(await first.json());
      const asked = upstream.mock.calls.map(([call]) => new URL(call.url));
      expect(asked.map((url) => `${url.pathname}${url.search}`)).toEqual([
        "/api/cda/press-releases/feeds/kaarna-newsroom?categories=events%2Cproducts&language=en&page=1&pageSize=10&year=2024",
      ]);
    } finally {
      upstream.mockRestore();
    }
  });
});

describe("with a remote backend", () => {
  it("forwards the same calls to UPSTREAM_ORIGIN through the one upstream call", async () => {
    const calls = standIn(forwarding);
    try {
      const page = await request("/api/press-releases/feeds/kaarna-newsroom?language=sv&year=2024&pageSize=2", {}, REMOTE);
      expect(page.status).toBe(200);
      expect(((await page.json()) as FeedPage).items.map((item) => item.id)).toEqual(["kr-1005", "kr-1004"]);
      const release = await request("/api/press-releases/kr-1002?language=fi", {}, REMOTE);
      expect(((await release.json()) as { title: string }).title).toBe("Kaurasuklaa jää Kaarnan pysyvään valikoimaan");
      expect(calls.map((call) => call.url)).toEqual([
        "https://cms.stand-in.test/api/cda/press-releases/feeds/kaarna-newsroom?language=sv&page=1&pageSize=2&year=2024",
        "https://cms.stand-in.test/api/cda/press-releases/kr-1002?language=fi",
      ]);
    } finally {
      vi.restoreAllMocks();
    }
  });
});

describe("one release", () => {
  it("comes in the asked language with its pictures, files, categories and cleaned body", async () => {
    const { response, body } = await json<Record<string, unknown>>("/api/press-releases/kr-1016?language=fi");
    expect(response.status).toBe(200);
    expect(body).toMatchObject({
      id: "kr-1016",
      languageCode: "fi",
      title: "Kaarnan lahjarasia voitti suomalaisen pakkaussuunnittelupalkinnon",
      categories: [
        { code: "company", name: "Yritysuutiset" },
        { code: "products", name: "Tuotteet" },
      ],
      images: [
        {
          urlTo400X400ArResized: "/media/products/box-gold.webp?width=400",
          urlTo800X800ArResized: "/media/products/box-gold.webp?width=800",
          description: "Kultainen lahjarasia",
        },
      ],
      files: [
        { fileName: "kaarna-box-gold.svg", title: "Lehdistökuva: kultainen lahjarasia", url: "/images/products/box-gold.svg" },
      ],
    });
    expect(body.cleanedHtmlBody).toContain("<p>Rasian suunnitteli");
  });

  it("is passed through the HTML sanitiser, also when read back from the cache", async () => {
    const id = `kr-test-${crypto.randomUUID().slice(0, 8)}`;
    await env.DB.prepare(
      `INSERT INTO press_releases (id, language, feed_id, title, intro, publish_date_utc, publish_year, body_html, images, files)
       VALUES (?, 'en', 'kaarna-newsroom', 'Test', NULL, '2026-01-01T10:00:00.000Z', 2026, ?, '[]', '[]')`,
    )
      .bind(id, '<p onclick="alert(1)">Hello <script>alert(2)</script><a href="javascript:alert(3)">link</a></p>')
      .run();
    try {
      for (const expected of ["MISS", "HIT"]) {
        const response = await request(`/api/press-releases/${id}?language=en`);
        expect(response.headers.get("x-cache")).toBe(expected);
        const body = (await response.json()) as { cleanedHtmlBody: string };
        expect(body.cleanedHtmlBody).toBe("<p>Hello <a>link</a></p>");
      }
    } finally {
      await env.DB.prepare("DELETE FROM press_releases WHERE id = ?").bind(id).run();
    }
  });

  it("that is not there is a 404 with the spec's text in the caller's language; a malformed id a 400", async () => {
    const { response, body } = await json<{ message: string }>("/api/press-releases/kr-9999?language=en");
    expect(response.status).toBe(404);
    expect(body.message).toBe("Release not found. Id = kr-9999");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect((await json<{ message: string }>("/api/press-releases/kr-9999?language=sv")).body.message).toBe(
      "Pressmeddelandet hittades inte. Id = kr-9999",
    );
    expect((await request("/api/press-releases/kr%3Cscript%3E?language=en")).status).toBe(400);
  });
});

describe("the release page", () => {
  it("renders the release of ?id in the page's language: its head, JSON-LD NewsArticle and canonical address", async () => {
    const { response, text } = await html("/en/newsroom/release?id=kr-1003");
    expect(response.status).toBe(200);
    expect(text).toContain('data-page-type="cision-news-release"');
    expect(text).toContain("All Kaarna cocoa is now traceable to the cooperative</h1>");
    expect(text).toContain('<time dateTime="2024-06-11T09:00:00.000Z">11.06.2024</time>');
    expect(text).toContain('<link rel="canonical" href="http://shop.test/en/newsroom/release?id=kr-1003">');
    expect(text).toContain('<link rel="alternate" hreflang="fi" href="http://shop.test/fi/uutishuone/tiedote?id=kr-1003">');
    expect(text).toContain("<title>All Kaarna cocoa is now traceable to the cooperative</title>");
    expect(text).toContain('<meta name="description" content="Every bean Kaarna buys can now be traced');
    expect(text).toContain('<meta property="og:type" content="article">');
    expect(text).toContain('<meta property="og:image" content="http://shop.test/media/card-cocoa-pod.webp?width=800">');
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(text)![1]!);
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "NewsArticle",
      headline: "All Kaarna cocoa is now traceable to the cooperative",
      datePublished: "2024-06-11T09:00:00.000Z",
      inLanguage: "en",
      mainEntityOfPage: "http://shop.test/en/newsroom/release?id=kr-1003",
      image: ["http://shop.test/media/card-cocoa-pod.webp?width=800"],
      author: { "@type": "Organization", name: "Kaarna" },
      publisher: { "@type": "Organization", name: "Kaarna", logo: { "@type": "ImageObject" } },
    });
    const fi = await html("/fi/uutishuone/tiedote?id=kr-1003");
    expect(fi.text).toContain("Kaikki Kaarnan kaakao on nyt jäljitettävissä osuuskuntaan asti</h1>");
  });

  it("says 'Article does not exist' without one id, and 'release not found' for an unknown one, both with a 404", async () => {
    for (const [path, text] of [
      ["/en/newsroom/release", "Article does not exist"],
      ["/en/newsroom/release?id=a&id=b", "Article does not exist"],
      ["/sv/nyhetsrum/pressmeddelande", "Artikeln finns inte"],
      ["/en/newsroom/release?id=kr-9999", "Release not found. Id = kr-9999"],
      ["/fi/uutishuone/tiedote?id=kr-9999", "Tiedotetta ei löytynyt. Id = kr-9999"],
      ["/en/newsroom/release?id=%3Cb%3Ebold%3C%2Fb%3E", "Release not found. Id = &lt;b&gt;bold&lt;/b&gt;"],
    ] as const) {
      const page = await html(path);
      expect(page.response.status, path).toBe(404);
      expect(page.text, path).toContain(text);
    }
  });

  it("shares one page model for every release: the id never reaches the page-model key", async () => {
    await html("/sv/nyhetsrum/pressmeddelande?id=kr-1001");
    const second = await html("/sv/nyhetsrum/pressmeddelande?id=kr-1002");
    expect(second.response.headers.get("x-cache")).toBe("HIT");
    expect(second.text).toContain("Havrechoklad blir en del av Kaarnas fasta sortiment</h1>");
    const keys = (await env.PAGE_MODELS.list({ prefix: "/sv/nyhetsrum" })).keys.map((key) => key.name);
    expect(keys).toContain("/sv/nyhetsrum/pressmeddelande");
    expect(keys.some((key) => key.includes("kr-"))).toBe(false);
  });
});

describe("the releases of a language for the content search", () => {
  it("lists every release with its address on the release page, picture, date and categories", async () => {
    const releases = await releasesOfLanguage(env.DB, "sv");
    expect(releases).toHaveLength(17);
    expect(releases.at(-1)).toEqual({
      id: "kr-1001",
      title: "Kaarna öppnar ett besökscenter vid fabriken i Vuolijoki hamn",
      intro: expect.stringContaining("Från mars"),
      url: "/sv/nyhetsrum/pressmeddelande?id=kr-1001",
      image: { url: "/media/card-factory.webp?width=400", altText: "Fabrikens gamla pannhus och skorsten" },
      date: "2024-02-06T08:00:00.000Z",
      categories: [
        { code: "company", name: "Företagsnyheter" },
        { code: "events", name: "Evenemang" },
      ],
    });
  });
});
