// Every page type and block type the spec names renders (issue 42): the catalogue holds each of the
// spec's page types, and a walk over the catalogue opens a demo page of every page type and a page
// holding every block type, in the worker's HTML, none of them the 'cannot be shown' notice. The
// demo tables are typed by the catalogue, so a new type without a demo page fails tsc.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { ensureDatabase } from "../../worker/upstream/embedded/database.ts";
import { BLOCK_TYPES, PAGE_TYPES, type PerBlockType, type PerPageType } from "../../shared/content-types.ts";
import { html, request } from "./helpers.ts";

/** Spec 000 §2 and 001 §2, "my-{product}" being this shop's my-kaarna. */
const SPEC_PAGE_TYPES = [
  "start",
  "landing",
  "article",
  "search",
  "search-result",
  "recipe",
  "category",
  "checkout",
  "cart",
  "order-confirmation",
  "product",
  "product-page",
  "products-page",
  "product-container",
  "location",
  "location-lunch-list",
  "http-error",
  "my-kaarna",
  "cision-news-release",
  "marketing-automation-campaign-thank-you",
  "d2c-article",
  "d2c-my-kaarna",
  "d2c-my-order-history",
  "d2c-my-email-preferences",
];

const DEMO_PAGES: PerPageType<string> = {
  start: "/en",
  landing: "/en/our-story",
  article: "/en/articles/journey-of-cocoa",
  "d2c-article": "/en/shop/personalised-tablet-guide",
  "http-error": "/en/page-not-found",
  product: "/en/products/chocolate-tablets/milk-chocolate/kaarna-milk-chocolate",
  "custom-tablet": "/en/products/personalised-tablets/personalised-chocolate-tablet",
  "product-page": "/en/box-of-chocolates",
  category: "/en/products/chocolate-tablets",
  "search-result": "/en/search?q=mint",
  search: "/en/site-search?q=cocoa",
  checkout: "/en/checkout",
  "order-confirmation": "/en/order-confirmation",
  cart: "/en/cart",
  "my-kaarna": "/en/kaarna-club/my-account",
  "d2c-my-kaarna": "/en/kaarna-club/my-details",
  "d2c-my-order-history": "/en/kaarna-club/my-orders",
  "d2c-my-email-preferences": "/en/kaarna-club/email-preferences",
  "consent-policy": "/en/privacy/1",
  "marketing-consent": "/en/marketing/email",
  "products-page": "/en/gift-ideas",
  "product-container": "/en/kaarna-classics",
  location: "/en/stores/kaarna-cafe-kamppi",
  "location-lunch-list": "/en/stores/lunch",
  "cision-news-release": "/en/newsroom/release?id=kr-1012",
  "marketing-automation-campaign-thank-you": "/en/newsroom/thank-you?identifier=demo",
  recipe: "/en/recipes/dark-chocolate-lava-cakes",
};

const DEMO_BLOCKS: PerBlockType<string> = {
  "accordion-block": "/en/customer-service",
  "back-button-navigation-block": "/en/our-story",
  "banner-block": "/en",
  "breadcrumbs-block": "/en/our-story",
  "changing-hero-block": "/en",
  "color-selector-block": "/en/box-of-chocolates",
  "container-block": "/en/our-story",
  "content-area-block": "/en/kaarna-club",
  "content-block": "/en/kaarna-club",
  "description-block": "/en/our-story",
  "dropdown-navigation-block": "/en/customer-service",
  "hero-block": "/en",
  "image-with-cta-block": "/en",
  "intro-block": "/en/kaarna-club",
  "link-block": "/en/customer-service",
  "location-finder-block": "/en/stores",
  "news-block": "/en/company",
  "notice-block": "/en/our-story",
  "page-promoter-block": "/en",
  "popup-block": "/en/kaarna-club",
  "promotion-hero-block": "/en/kaarna-club",
  "raw-html-block": "/en/our-story",
  "recipe-search-block": "/en/recipes",
  "rich-text-block": "/en/our-story",
  "search-block": "/en/customer-service",
  "size-selector-block": "/en/box-of-chocolates",
  "social-media-block": "/en/kaarna-club",
  "split-banner-block": "/en",
  "video-block": "/en/articles/journey-of-cocoa",
  "shortcuts-block": "/en/discover",
  "product-lists-block": "/en/gift-ideas",
};

const NOT_SHOWN = /cannot be shown|class="unknown-content"/;

beforeAll(async () => {
  await ensureDatabase(env.DB);
  // The first page model of a fresh database may take the content call past its 2 s on a busy host;
  // this test is about what renders, so the start page's model is in the cache before it begins.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if ((await request("/api/cda/content?contentUrl=/en")).ok) break;
  }
});

describe("the content-type catalogue", () => {
  it("holds every page type the spec names", () => {
    expect(SPEC_PAGE_TYPES.filter((type) => !(PAGE_TYPES as readonly string[]).includes(type))).toEqual([]);
  });

  it.each(PAGE_TYPES)("renders the page type %s", async (type) => {
    const { response, text } = await html(DEMO_PAGES[type]);
    expect(response.status, DEMO_PAGES[type]).toBe(200);
    expect(text).toContain(`data-page-type="${type}"`);
    expect(text).not.toMatch(NOT_SHOWN);
  });

  it.each(BLOCK_TYPES)("renders the block type %s", async (type) => {
    const { text } = await html(DEMO_BLOCKS[type]);
    expect(text, DEMO_BLOCKS[type]).toContain(`class="block block--${type}"`);
    expect(text).not.toMatch(NOT_SHOWN);
  });
});
