// The embedded catalogue: listings with paging, sorting and faceted filters, search, suggestions,
// product and category page models, and query validation — against the real D1 seed inside workerd.
import { env } from "cloudflare:test";
import * as v from "valibot";
import { beforeAll, describe, expect, it } from "vitest";
import type { Env } from "../../worker/env.ts";
import { embeddedBackend } from "../../worker/upstream/embedded/backend.ts";
import { catalogueSeedSet } from "../../worker/upstream/embedded/catalogue/seed-set.ts";
import { applySeedSet } from "../../worker/upstream/embedded/seed-loader.ts";
import { ensureDatabase } from "../../worker/upstream/embedded/database.ts";
import {
  ListingResponseSchema,
  ProductPageFieldsSchema,
  ProductSuggestionSchema,
  CategoryPageFieldsSchema,
  type ListingResponse,
} from "../../shared/schemas/catalogue.ts";

beforeAll(async () => {
  await ensureDatabase(env.DB);
});

async function get(path: string) {
  const response = await embeddedBackend.request(path, {}, env as unknown as Env);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function listing(query: string): Promise<ListingResponse> {
  const { status, body } = await get(`/api/cda/products?${query}`);
  expect(status, query).toBe(200);
  return v.parse(ListingResponseSchema, body);
}

const facet = (response: ListingResponse, group: string, name: string) =>
  response.facetGroups.find((entry) => entry.filterName === `filter.${group}`)?.facets.find((entry) => entry.name === name);

describe("catalogue listing", () => {
  it("lists every product of a category tree in pages of 12", async () => {
    const first = await listing("category=products&language=fi");
    expect(first.totalCount).toBeGreaterThanOrEqual(30);
    expect(first.productViewModels).toHaveLength(12);
    const third = await listing(`category=products&language=fi&page=3`);
    expect(third.productViewModels.length).toBe(first.totalCount - 24);
    const codes = new Set([...first.productViewModels, ...third.productViewModels].map((card) => card.code));
    expect(codes.size).toBe(first.productViewModels.length + third.productViewModels.length);
    const tablets = await listing("category=chocolate-tablets&language=en&pageSize=48");
    expect(tablets.productViewModels.map((card) => card.url)).toContain(
      "/en/products/chocolate-tablets/milk-chocolate/kaarna-milk-chocolate",
    );
  });

  it("sorts by name, price and news", async () => {
    const byName = await listing("category=products&language=fi&sortBy=name&pageSize=48");
    const names = byName.productViewModels.map((card) => card.displayName);
    expect(names).toEqual([...names].sort(new Intl.Collator("fi-FI").compare));
    const descending = await listing("category=products&language=fi&sortBy=name&sortDirection=desc&pageSize=48");
    expect(descending.productViewModels.map((card) => card.displayName)).toEqual([...names].reverse());
    const byPrice = await listing("category=products&language=sv&sortBy=price&pageSize=48");
    const prices = byPrice.productViewModels.map((card) => card.discountedPrice ?? card.placedPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const news = await listing("category=products&language=en&sortBy=news");
    expect(news.productViewModels[0]?.tags).toHaveProperty("new");
  });

  it("filters with OR inside a group, AND across groups, and counts facets against the other groups", async () => {
    const all = await listing("category=products&language=fi&pageSize=48");
    const brandGroup = all.facetGroups.find((group) => group.filterName === "filter.brand");
    expect(brandGroup?.displayName).toBe("Tuotemerkki");
    expect(brandGroup?.facets.map((entry) => entry.name).sort()).toEqual(["kaarna-classic", "pikku-kuu"]);
    const classicCount = facet(all, "brand", "kaarna-classic")?.count ?? 0;
    const kuuCount = facet(all, "brand", "pikku-kuu")?.count ?? 0;
    expect(classicCount + kuuCount).toBe(all.totalCount);

    const vegan = await listing("category=products&language=fi&pageSize=48&filter.diet=vegan");
    expect(vegan.totalCount).toBe(facet(all, "diet", "vegan")?.count);
    // The diet group's own counts ignore the diet filter; the brand counts respect it.
    expect(facet(vegan, "diet", "vegan")?.count).toBe(facet(all, "diet", "vegan")?.count);
    expect((facet(vegan, "brand", "kaarna-classic")?.count ?? 0) + (facet(vegan, "brand", "pikku-kuu")?.count ?? 0)).toBe(
      vegan.totalCount,
    );

    const both = await listing("category=products&language=fi&pageSize=48&filter.diet=vegan&filter.brand=pikku-kuu");
    expect(both.totalCount).toBe(facet(vegan, "brand", "pikku-kuu")?.count);
    expect(both.productViewModels.every((card) => card.brands.includes("Pikku Kuu"))).toBe(true);

    const either = await listing("category=products&language=fi&pageSize=48&filter.type=pastille,liquorice");
    expect(either.totalCount).toBe((facet(all, "type", "pastille")?.count ?? 0) + (facet(all, "type", "liquorice")?.count ?? 0));
    const sized = await listing("category=chocolate-tablets&language=en&filter.size=200g");
    expect(sized.totalCount).toBeGreaterThan(0);
    expect(facet(sized, "size", "200g")?.displayName).toBe("200 g");
  });

  it("formats prices for the language and computes per-kilo prices", async () => {
    const fi = await listing("category=milk-chocolate&language=fi&pageSize=48");
    const classic = fi.productViewModels.find((card) => card.code === "K1001");
    expect(classic?.placedPrice).toBe(3.49);
    expect(classic?.placedPriceString).toMatch(/3,49\s€/);
    expect(classic?.pricePerKilo).toBe(34.9);
    const en = await listing("category=milk-chocolate&language=en&pageSize=48");
    expect(en.productViewModels.find((card) => card.code === "K1001")?.placedPriceString).toBe("€3.49");
  });

  it("answers bad parameters with 400 JSON", async () => {
    for (const query of [
      "page=0",
      "page=abc",
      "pageSize=500",
      "sortBy=colour",
      "sortDirection=up",
      "language=de",
      "filter.colour=red",
      "filter.brand=<x>",
    ]) {
      const { status, body } = await get(`/api/cda/products?${query}`);
      expect(status, query).toBe(400);
      expect(body.status).toBe(400);
      expect(typeof body.message).toBe("string");
    }
    expect((await get("/api/cda/products?category=no-such")).status).toBe(404);
    expect((await get("/api/cda/products/suggest")).status).toBe(400);
  });
});

describe("catalogue seed", () => {
  it("keeps stock changed by orders when the seed is unchanged", async () => {
    await env.DB.prepare("UPDATE catalogue_variations SET stock = stock - 1 WHERE code = 'K1003-100'").run();
    await applySeedSet(env.DB, await catalogueSeedSet());
    const row = await env.DB.prepare("SELECT stock FROM catalogue_variations WHERE code = 'K1003-100'").first<{
      stock: number;
    }>();
    expect(row?.stock).toBe(319);
  });

  it("derives a package's diets from its items", async () => {
    const vegan = await listing("category=gift-boxes&language=en&filter.diet=vegan");
    expect(vegan.productViewModels.map((card) => card.code)).toEqual(["K4103"]);
  });
});

describe("catalogue search", () => {
  it("finds products by name, description and tags, case- and accent-insensitively", async () => {
    const { status, body } = await get("/api/cda/products/search?q=PAHKINA&language=fi");
    expect(status).toBe(200);
    const result = v.parse(ListingResponseSchema, body);
    expect(result.productViewModels.map((card) => card.code)).toContain("K1002");
    const tagged = v.parse(ListingResponseSchema, (await get("/api/cda/products/search?q=uutuus&language=fi&pageSize=48")).body);
    expect(tagged.totalCount).toBeGreaterThan(3);
    expect(tagged.productViewModels.every((card) => "new" in card.tags)).toBe(true);
    const swedish = v.parse(ListingResponseSchema, (await get("/api/cda/products/search?q=mork choklad&language=sv")).body);
    expect(swedish.productViewModels[0]?.displayName).toMatch(/Mörk/);
    const none = v.parse(ListingResponseSchema, (await get("/api/cda/products/search?q=xyzzy&language=en")).body);
    expect(none.totalCount).toBe(0);
  });

  it("suggests at most limit products", async () => {
    const { status, body } = await get("/api/cda/products/suggest?q=salmiakki&language=en&limit=3");
    expect(status).toBe(200);
    const results = v.parse(v.array(ProductSuggestionSchema), body.results);
    expect(results).toHaveLength(3);
    expect(results[0]?.url).toMatch(/^\/en\/products\//);
  });
});

describe("catalogue page models", () => {
  it("builds a product page with variations, nutrition, labels, translations and breadcrumbs", async () => {
    const { status, body } = await get(
      `/api/cda/content?contentUrl=${encodeURIComponent("/fi/tuotteet/suklaalevyt/maitosuklaa/kaarna-maitosuklaa")}`,
    );
    expect(status).toBe(200);
    expect(body.contentType).toEqual(["Page", "Product"]);
    const { product } = v.parse(ProductPageFieldsSchema, body);
    expect(product.variations.map((variation) => variation.size)).toEqual(["100 g", "200 g", "350 g"]);
    const discounted = product.variations[1];
    expect(discounted?.hasDiscountedPrice).toBe(true);
    expect(discounted?.previousPrice?.priceIncludingTax).toBe(5.79);
    expect(discounted?.url).toBe("/fi/tuotteet/suklaalevyt/maitosuklaa/kaarna-maitosuklaa?code=K1001-200");
    expect(product.ri.find((entry) => entry.name === "RiPortionGrams")?.value).toBe("25");
    expect(product.riPercent.find((entry) => entry.name === "energyKj")?.value).toBe("7");
    expect(product.allergens?.values[0]).toEqual({ value: "1", description: "milk", valueTranslation: "Maito" });
    expect(product.labels.find((label) => label.code === "GOODSFROMFINLANDBLUESWAN")?.value).toBe("1");
    expect(product.relatedProducts.length).toBeGreaterThan(0);
    const navigation = body.navigation as { pageLanguages: { name: string; url: string }[] };
    expect(navigation.pageLanguages.find((entry) => entry.name === "sv")?.url).toBe(
      "/sv/produkter/chokladkakor/mjolkchoklad/kaarna-mjolkchoklad",
    );
    expect((body.breadcrumbs as { url: string }[]).map((crumb) => crumb.url)).toEqual([
      "/fi",
      "/fi/tuotteet",
      "/fi/tuotteet/suklaalevyt",
      "/fi/tuotteet/suklaalevyt/maitosuklaa",
      "/fi/tuotteet/suklaalevyt/maitosuklaa/kaarna-maitosuklaa",
    ]);
  });

  it("gives each variation its own picture first, then the product's gallery in the page's language", async () => {
    const { body } = await get(
      `/api/cda/content?contentUrl=${encodeURIComponent("/sv/produkter/chokladkakor/mork-choklad/mork-choklad-70")}`,
    );
    const { product } = v.parse(ProductPageFieldsSchema, body);
    for (const variation of product.variations) {
      expect(variation.assets.map((asset) => asset.url)).toEqual([
        "/media/products/tablet-black.webp",
        "/media/products/pieces-dark.webp",
        "/media/products/wrapper-back-black.webp",
      ]);
    }
    expect(product.variations[0]?.assets[1]?.altText).toBe("Bitar av mörk choklad och kakaobönor");
    // A product without a gallery keeps its one picture.
    const milk = await get(
      `/api/cda/content?contentUrl=${encodeURIComponent("/fi/tuotteet/suklaalevyt/maitosuklaa/kaarna-maitosuklaa")}`,
    );
    expect(v.parse(ProductPageFieldsSchema, milk.body).product.variations[0]?.assets).toHaveLength(1);
  });

  it("builds package and custom tablet products", async () => {
    const pack = await get(
      `/api/cda/content?contentUrl=${encodeURIComponent("/en/products/gift-boxes/chocolate-tablet-tasting-pack")}`,
    );
    const { product } = v.parse(ProductPageFieldsSchema, pack.body);
    const variation = product.variations[0];
    expect(variation?.contentType).toContain("Package");
    expect(variation?.includedItems.map((item) => item.packageEntry.code)).toEqual(["K1001", "K1101", "K1103", "K1201"]);
    expect(variation?.includedItems[0]?.packageEntry.nutrients.length).toBeGreaterThan(0);
    const custom = await get(
      `/api/cda/content?contentUrl=${encodeURIComponent("/sv/produkter/personliga-chokladkakor/personlig-chokladkaka")}`,
    );
    const tablet = v.parse(ProductPageFieldsSchema, custom.body).product;
    expect(tablet.variations.filter((entry) => entry.productType === "CustomTablet")).toHaveLength(3);
    expect(tablet.variations.map((entry) => entry.name)).toEqual(["Mjölkchoklad", "Mörk choklad 70 %", "Havrechoklad"]);
  });

  it("builds category pages for every menu category with sub-categories", async () => {
    const { status, body } = await get("/api/cda/content?contentUrl=/en/products/chocolate-tablets");
    expect(status).toBe(200);
    expect(body.contentType).toEqual(["Page", "Category"]);
    const { category } = v.parse(CategoryPageFieldsSchema, body);
    expect(category.subCategories.map((entry) => entry.url)).toEqual([
      "/en/products/chocolate-tablets/milk-chocolate",
      "/en/products/chocolate-tablets/dark-chocolate",
      "/en/products/chocolate-tablets/oat-chocolate",
    ]);
    const menu = (
      body.navigation as { mainMenuItems: { url: string; children: { url: string; children: { url: string }[] }[] }[] }
    ).mainMenuItems;
    const productUrls = menu[0]?.children.flatMap((item) => [item.url, ...item.children.map((child) => child.url)]) ?? [];
    for (const url of productUrls.filter((entry) => entry.startsWith("/en/products"))) {
      expect((await get(`/api/cda/content?contentUrl=${url}`)).status, url).toBe(200);
    }
    expect((await get("/api/cda/content?contentUrl=/fi/tuotteet/ei-tallaista")).status).toBe(404);
  });

  it("serves the search result page from the CMS", async () => {
    for (const url of ["/fi/haku", "/en/search", "/sv/sok"]) {
      const { status, body } = await get(`/api/cda/content?contentUrl=${url}`);
      expect(status, url).toBe(200);
      expect(body.contentType).toEqual(["Page", "SearchResult"]);
      expect((body.pageMetadata as { noIndex: boolean }).noIndex).toBe(true);
    }
  });
});
