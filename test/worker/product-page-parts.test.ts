// Product page parts (issue 13) against the real D1 seed inside workerd: a demo product's
// page model carries its header background, related content items (in the page's language) and its
// testimonial, a product without them carries none, and the streamed page renders them on the server.
import { env } from "cloudflare:test";
import * as v from "valibot";
import { beforeAll, describe, expect, it } from "vitest";
import { ProductPageFieldsSchema, ProductPageMetadataSchema } from "../../shared/schemas/catalogue.ts";
import type { Env } from "../../worker/env.ts";
import { embeddedBackend } from "../../worker/upstream/embedded/backend.ts";
import { productPageSeed } from "../../worker/upstream/embedded/catalogue/seed/product-pages.ts";
import { ensureDatabase } from "../../worker/upstream/embedded/database.ts";
import { html } from "./helpers.ts";

const MILK_CHOCOLATE = { fi: "/fi/tuotteet/suklaalevyt/maitosuklaa/kaarna-maitosuklaa", code: "K1001" };
const DARK_70 = "/en/products/chocolate-tablets/dark-chocolate/dark-chocolate-70";
const COCONUT = "/en/products/chocolate-tablets/oat-chocolate/oat-chocolate-coconut";

beforeAll(async () => {
  await ensureDatabase(env.DB);
});

/** The product page fields of a page model straight from the embedded backend (the upstream contract). */
async function upstreamPage(path: string) {
  const response = await embeddedBackend.request(
    `/api/cda/content?contentUrl=${encodeURIComponent(path)}`,
    {},
    env as unknown as Env,
  );
  expect(response.status, path).toBe(200);
  return v.parse(ProductPageFieldsSchema, await response.json());
}

async function contentPage(translationKey: string, language: string) {
  return env.DB.prepare("SELECT url, name FROM content WHERE translation_key = ? AND language = ?")
    .bind(translationKey, language)
    .first<{ url: string; name: string }>();
}

describe("product page parts", () => {
  it("gives a demo product its background, related items in the page's language and its testimonial", async () => {
    const seeded = productPageSeed.find((page) => page.product === MILK_CHOCOLATE.code);
    const { product, productPageMetadata } = await upstreamPage(MILK_CHOCOLATE.fi);
    expect(productPageMetadata).toMatchObject({
      backgroundImageUrl: seeded?.background?.url,
      inverseProductHeaderFontColor: false,
      relatedItemsDisplayOption: "cards",
      relatedProductsDisplayOption: "cards",
    });
    const article = await contentPage("kaarna-article", "fi");
    const story = await contentPage("kaarna-story", "fi");
    expect(product.relatedItems.map((item) => [item.title, item.url])).toEqual([
      [article?.name, article?.url],
      [story?.name, story?.url],
    ]);
    expect(product.relatedItems[0]?.image).toMatchObject({ url: expect.stringMatching(/^\/media\/.+\.webp$/), width: 1200 });
    expect(product.relatedItems[0]?.description).toMatch(/\S/);
    expect(product.testimonial).toEqual({
      quote: seeded?.testimonial?.quote.fi,
      name: seeded?.testimonial?.name,
      image: { ...seeded?.testimonial?.image, altText: "" },
    });
    expect(product.relatedProducts.length).toBeGreaterThan(0);
  });

  it("turns the header font light over a dark background", async () => {
    const { productPageMetadata, product } = await upstreamPage(DARK_70);
    expect(productPageMetadata.backgroundImageUrl).toMatch(/dark\.webp$/);
    expect(productPageMetadata.inverseProductHeaderFontColor).toBe(true);
    expect(product.testimonial?.quote).toBe(productPageSeed.find((page) => page.product === "K1101")?.testimonial?.quote.en);
  });

  it("gives a product without page parts none", async () => {
    expect(productPageSeed.some((page) => page.product === "K1204")).toBe(false);
    const { product, productPageMetadata } = await upstreamPage(COCONUT);
    expect(product.code).toBe("K1204");
    expect(productPageMetadata.backgroundImageUrl).toBeNull();
    expect(productPageMetadata.inverseProductHeaderFontColor).toBe(false);
    expect(product.relatedItems).toEqual([]);
    expect(product.testimonial).toBeNull();
  });

  it("renders the background, the wave, related items and the testimonial in the server's HTML", async () => {
    const { response, text } = await html(DARK_70);
    expect(response.status).toBe(200);
    // Offered in 64 px steps up to 2x the widest a banner is shown (1536 px), the default one as wide as that.
    expect(text).toContain('src="/media/product-header-cocoa-dark.webp?width=1536"');
    expect(text).toContain(
      'srcSet="/media/product-header-cocoa-dark.webp?width=384 384w, /media/product-header-cocoa-dark.webp?width=448 448w',
    );
    expect(text).toContain('/media/product-header-cocoa-dark.webp?width=3072 3072w" sizes="100vw"');
    expect(text).toContain("product-band--inverse");
    expect(text).toContain('class="product-wave" aria-hidden="true"');
    expect(text).toContain("Stories and tips");
    expect(text).toContain(`href="${(await contentPage("kaarna-article", "en"))?.url}"`);
    expect(text).toContain("Red berries and roasted cocoa in one piece.");

    const plain = await html(COCONUT);
    expect(plain.response.status).toBe(200);
    expect(plain.text).not.toContain("product-band--backdrop");
    expect(plain.text).toContain('class="product-wave" aria-hidden="true"');
    expect(plain.text).not.toContain("Stories and tips");
    expect(plain.text).not.toContain("In a customer&#x27;s words");
  });

  it("falls back to no background for an address that is not a site path or https, and to cards for an unknown display", () => {
    const parsed = v.parse(ProductPageMetadataSchema, {
      backgroundImageUrl: "javascript:alert(1)",
      relatedItemsDisplayOption: "carousel",
    });
    expect(parsed.backgroundImageUrl).toBeNull();
    expect(parsed.relatedItemsDisplayOption).toBe("cards");
    expect(v.parse(ProductPageMetadataSchema, { backgroundImageUrl: "//evil.test/x.svg" }).backgroundImageUrl).toBeNull();
    expect(v.parse(ProductPageMetadataSchema, { backgroundImageUrl: "https://cdn.test/x.svg" }).backgroundImageUrl).toBe(
      "https://cdn.test/x.svg",
    );
  });
});
