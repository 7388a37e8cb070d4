// The shortcuts block, the product lists block and the products and product-container pages (issue
// 10) through the real worker, the embedded backend, KV and D1: the shortcut items call
// pages on by index and content id, validates and caches; product cards come from the catalogue in
// the shopper's market; the two page types' models, server HTML and JSON-LD.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { LANGUAGES } from "../../shared/languages.ts";
import { SHORTCUT_DISPLAY_OPTIONS } from "../../shared/schemas/shortcuts.ts";
import { ensureDatabase } from "../../worker/upstream/embedded/database.ts";
import { blockId } from "../../worker/upstream/embedded/seed/ids.ts";
import { html, request } from "./helpers.ts";

beforeAll(async () => {
  await ensureDatabase(env.DB);
});

type Shortcut = { id: number; title: string; callToAction: string | null };
type QueryOptions = { hasMore: boolean; indexWhereToContinue: number; nextContentReferenceItem: number | null };
type ShortcutsBlock = {
  contentLink: { id: number };
  contentType: string[];
  title: string | null;
  displayOption: string;
  forceToCarousel: boolean;
  shortcutBlocks: Shortcut[];
  queryOptions: QueryOptions;
};
type Card = { code: string; displayName: string; url: string; placedPriceString: string };
type Model = Record<string, unknown> & { mainContentArea: (Record<string, unknown> & { contentType: string[] })[] };

async function pageModel(address: string, init: RequestInit = {}): Promise<Model> {
  const response = await request(`/api/cda/content?contentUrl=${encodeURIComponent(address)}`, init);
  expect(response.status, address).toBe(200);
  return (await response.json()) as Model;
}

const blocksOf = <T>(model: Model, type: string) =>
  model.mainContentArea.filter((block) => block.contentType.at(-1) === type) as unknown as T[];

/** The stored item ids of a shortcuts block, in order. */
async function storedItems(id: number): Promise<number[]> {
  const row = await env.DB.prepare("SELECT fields FROM blocks WHERE id = ?").bind(id).first<{ fields: string }>();
  return JSON.parse(row!.fields).shortcutItemsContentArea;
}

const STORIES = blockId("en", "discoverStories");
const more = (id: number, query: string) => request(`/api/shortcuts/${id}?${query}`);

describe("the shortcuts block in the page model", () => {
  it.each(LANGUAGES)("shows every display mode and the carousel on the Discover page in %s", async (language) => {
    const path = { fi: "/fi/tutustu", en: "/en/discover", sv: "/sv/upptack" }[language];
    const blocks = blocksOf<ShortcutsBlock>(await pageModel(path), "ShortcutsBlock");
    expect(new Set(blocks.map((block) => block.displayOption))).toEqual(new Set(SHORTCUT_DISPLAY_OPTIONS));
    expect(blocks.some((block) => block.forceToCarousel)).toBe(true);
    for (const block of blocks) {
      expect(block.shortcutBlocks.length, block.displayOption).toBeGreaterThan(0);
      expect(block).not.toHaveProperty("shortcutItemsContentArea");
    }
  });

  it("carries the first page of a long list and where the next one starts", async () => {
    const ids = await storedItems(STORIES);
    expect(ids).toHaveLength(8);
    const [stories] = blocksOf<ShortcutsBlock>(await pageModel("/en/discover"), "ShortcutsBlock").filter(
      (block) => block.contentLink.id === STORIES,
    );
    expect(stories!.shortcutBlocks.map((item) => item.id)).toEqual(ids.slice(0, 3));
    expect(stories!.shortcutBlocks[0]).toMatchObject({ title: "Our story", callToAction: "/en/our-story" });
    expect(stories!.queryOptions).toEqual({ hasMore: true, indexWhereToContinue: 3, nextContentReferenceItem: ids[3] });
  });
});

describe("the shortcut items call", () => {
  it("pages on to the end of the list, from the cache the second time", async () => {
    const ids = await storedItems(STORIES);
    const second = await more(STORIES, `indexWhereToContinue=3&nextContentReferenceItem=${ids[3]}&language=en`);
    expect(second.status).toBe(200);
    expect(second.headers.get("cache-control")).toBe("public, max-age=300");
    const page2 = (await second.json()) as { shortcutItems: Shortcut[]; queryOptions: QueryOptions };
    expect(page2.shortcutItems.map((item) => item.id)).toEqual(ids.slice(3, 6));
    expect(page2.queryOptions).toEqual({ hasMore: true, indexWhereToContinue: 6, nextContentReferenceItem: ids[6] });

    const last = (await (
      await more(STORIES, `indexWhereToContinue=6&nextContentReferenceItem=${ids[6]}&language=en`)
    ).json()) as {
      shortcutItems: Shortcut[];
      queryOptions: QueryOptions;
    };
    expect(last.shortcutItems.map((item) => item.title)).toEqual(["Kaarna Classics", "Customer service"]);
    expect(last.queryOptions).toEqual({ hasMore: false, indexWhereToContinue: 8, nextContentReferenceItem: null });

    const again = await more(STORIES, `language=en&nextContentReferenceItem=${ids[3]}&indexWhereToContinue=3&utm_source=mail`);
    expect(again.headers.get("x-cache")).toBe("HIT");
    expect(((await again.json()) as typeof page2).shortcutItems).toEqual(page2.shortcutItems);
  });

  it("continues after the item the shopper last saw when the index no longer points at it", async () => {
    const ids = await storedItems(STORIES);
    const answer = (await (
      await more(STORIES, `indexWhereToContinue=1&nextContentReferenceItem=${ids[5]}&language=en`)
    ).json()) as {
      shortcutItems: Shortcut[];
    };
    expect(answer.shortcutItems.map((item) => item.id)).toEqual(ids.slice(5, 8));
  });

  it("answers in the block's own language", async () => {
    const fiStories = blockId("fi", "discoverStories");
    const ids = await storedItems(fiStories);
    const answer = (await (
      await more(fiStories, `indexWhereToContinue=3&nextContentReferenceItem=${ids[3]}&language=fi`)
    ).json()) as {
      shortcutItems: Shortcut[];
    };
    expect(answer.shortcutItems[0]!.title).toBe("Kaarna Klubi");
    expect((await more(fiStories, "indexWhereToContinue=3&language=sv")).status).toBe(404);
  });

  it.each([
    ["indexWhereToContinue=three&language=en", "indexWhereToContinue"],
    ["indexWhereToContinue=99999&language=en", "indexWhereToContinue"],
    ["indexWhereToContinue=3&nextContentReferenceItem=-4&language=en", "nextContentReferenceItem"],
    ["indexWhereToContinue=3&language=de", "language"],
  ])("refuses %s with a 400 that names the field", async (query, field) => {
    const response = await more(STORIES, query);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { key: string }[] };
    expect(body.errors.map((error) => error.key)).toEqual([field]);
  });

  it("says what was wrong in the shopper's language and caches nothing", async () => {
    const response = await more(STORIES, "indexWhereToContinue=three&language=en");
    expect(response.headers.get("cache-control")).toContain("no-store");
    expect(((await response.json()) as { message: string }).message).toBe(
      "The next shortcuts could not be found with these choices.",
    );
  });

  it("answers 404 for a block that is not a shortcuts block, or none at all", async () => {
    expect((await more(blockId("en", "startHero"), "indexWhereToContinue=0&language=en")).status).toBe(404);
    expect((await more(999_999, "indexWhereToContinue=0&language=en")).status).toBe(404);
    expect((await request("/api/shortcuts/abc?language=en")).status).toBe(404);
  });
});

describe("the product lists block", () => {
  type ProductLists = { title: string; products: Card[]; categoryUrl: string | null; categoryName: string | null };

  it("lists the editor's products in their order and a category's first products with its page", async () => {
    const [picks, boxes] = blocksOf<ProductLists>(await pageModel("/en/gift-ideas"), "ProductListsBlock");
    expect(picks!.products.map((card) => card.code)).toEqual(["K4001", "K4002", "K4102", "K2001", "K4103"]);
    expect(picks!.products[0]).toMatchObject({ displayName: "Kaarna Box of Chocolates", placedPriceString: "€12.99" });
    expect(picks!.categoryUrl).toBeNull();
    expect(boxes!.products).toHaveLength(4);
    expect(boxes).toMatchObject({ categoryUrl: "/en/products/gift-boxes", categoryName: "Gift boxes" });
  });

  it("prices the cards in the shopper's market", async () => {
    const swedish = await pageModel("/sv/presenttips", { headers: { cookie: "__Host-kaarna-market=SE" } });
    const [picks] = blocksOf<ProductLists>(swedish, "ProductListsBlock");
    expect(picks!.products[0]!.placedPriceString).toMatch(/kr$/);
  });
});

/** The page's JSON-LD data blocks, parsed. */
const jsonLdOf = (text: string) =>
  [...text.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(([, json]) => JSON.parse(json!));

describe("the product container page", () => {
  const CLASSICS = ["K1001", "K1002", "K1101", "K2001", "K4001"];

  it.each([
    ["fi", "/fi/kaarna-klassikot", "Kaarna-klassikot"],
    ["en", "/en/kaarna-classics", "Kaarna Classics"],
    ["sv", "/sv/kaarna-klassiker", "Kaarna-klassiker"],
  ] as const)("in %s holds its products' cards, in its own order, under its heading", async (_, path, heading) => {
    const model = await pageModel(path);
    expect(model.contentType).toEqual(["Page", "ProductContainer"]);
    expect((model.products as Card[]).map((card) => card.code)).toEqual(CLASSICS);
    const { response, text } = await html(path);
    expect(response.status).toBe(200);
    expect(text).toContain(`<h1 class="page-intro__title">${heading}</h1>`);
    expect(text.match(/<article class="product-card"/g)).toHaveLength(CLASSICS.length);
    for (const alternate of ["fi", "en", "sv", "x-default"]) expect(text).toContain(`hreflang="${alternate}"`);
  });

  it("describes its products as a schema.org ItemList with each product's place, name and address", async () => {
    const { text } = await html("/en/kaarna-classics");
    const [list] = jsonLdOf(text);
    expect(list).toMatchObject({
      "@context": "https://schema.org",
      "@type": "ItemList",
      name: "Kaarna Classics",
      url: "http://shop.test/en/kaarna-classics",
      numberOfItems: CLASSICS.length,
    });
    expect(list.itemListElement[0]).toEqual({
      "@type": "ListItem",
      position: 1,
      name: "Kaarna Milk Chocolate",
      url: expect.stringMatching(/^http:\/\/shop\.test\/en\/products\/chocolate-tablets\/milk-chocolate\//),
    });
    expect(list.itemListElement.map((item: { position: number }) => item.position)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe("the products page", () => {
  it.each([
    ["fi", "/fi/lahjaideat", "Lahjaideat", "Lahjasuosikkimme"],
    ["en", "/en/gift-ideas", "Gift ideas", "Our gift picks"],
    ["sv", "/sv/presenttips", "Presenttips", "Våra presentfavoriter"],
  ] as const)("in %s shows its description, then its product lists with add to cart", async (_, path, heading, picks) => {
    const model = await pageModel(path);
    expect(model.contentType).toEqual(["Page", "ProductsPage"]);
    const { response, text } = await html(path);
    expect(response.status).toBe(200);
    expect(text).toContain(`<h1 class="page-intro__title">${heading}</h1>`);
    expect(text).toMatch(/<div class="rich-text products-header__description"><p>[^<]+<\/p>/);
    const listHeading = text.search(new RegExp(`<h2 class="product-lists-block__title"><span id="[^"]+">${picks}</span></h2>`));
    expect(text.indexOf("products-header__description")).toBeGreaterThan(0);
    expect(text.indexOf("products-header__description")).toBeLessThan(listHeading);
    expect(text.match(/<article class="product-card"/g)).toHaveLength(9);
    expect(text).toContain('class="add-to-cart-button add-to-cart-button--compact"');
  });

  it("lists the products of its lists once each in an ItemList", async () => {
    const { text } = await html("/en/gift-ideas");
    const [list] = jsonLdOf(text);
    expect(list["@type"]).toBe("ItemList");
    const names = list.itemListElement.map((item: { name: string }) => item.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.slice(0, 2)).toEqual(["Kaarna Box of Chocolates", "Lake Chocolates"]);
  });

  it("is reached from the start page through the Discover page", async () => {
    expect((await html("/en")).text).toContain('href="/en/discover"');
    const discover = (await html("/en/discover")).text;
    expect(discover).toContain('href="/en/gift-ideas"');
    expect(discover).toContain('href="/en/kaarna-classics"');
  });
});
