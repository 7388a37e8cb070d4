// Product reviews (issue 13) against the real D1 seed inside workerd: the embedded backend's product
// page model carries each product's review summary and list in the page's language, a product without
// reviews carries none, and the worker's page-model API and streamed page pass them on (rating widget,
// JSON-LD aggregateRating) or leave them out.
import { env } from "cloudflare:test";
import * as v from "valibot";
import { beforeAll, describe, expect, it } from "vitest";
import { reviewSummary } from "../../shared/rules/review-summary.ts";
import { ProductPageFieldsSchema } from "../../shared/schemas/catalogue.ts";
import type { Env } from "../../worker/env.ts";
import { embeddedBackend } from "../../worker/upstream/embedded/backend.ts";
import { reviewSeed } from "../../worker/upstream/embedded/catalogue/seed/reviews.ts";
import { ensureDatabase } from "../../worker/upstream/embedded/database.ts";
import { html, request } from "./helpers.ts";

const MILK_CHOCOLATE = { fi: "/fi/tuotteet/suklaalevyt/maitosuklaa/kaarna-maitosuklaa", code: "K1001" };
const COCONUT = "/en/products/chocolate-tablets/oat-chocolate/oat-chocolate-coconut";

beforeAll(async () => {
  await ensureDatabase(env.DB);
});

/** The product of a page model straight from the embedded backend (the upstream contract). */
async function upstreamProduct(path: string) {
  const response = await embeddedBackend.request(
    `/api/cda/content?contentUrl=${encodeURIComponent(path)}`,
    {},
    env as unknown as Env,
  );
  expect(response.status, path).toBe(200);
  return v.parse(ProductPageFieldsSchema, await response.json()).product;
}

const jsonLd = (page: string) => {
  const match = page.match(/<script type="application\/ld\+json">(.*?)<\/script>/);
  return JSON.parse(match?.[1] ?? "null") as { aggregateRating?: Record<string, unknown> };
};

describe("product reviews", () => {
  it("puts a product's review count, average and newest-first list in its page model, in the page's language", async () => {
    const seeded = reviewSeed.filter((review) => review.product === MILK_CHOCOLATE.code);
    expect(seeded.length).toBeGreaterThan(1);
    const { reviews } = await upstreamProduct(MILK_CHOCOLATE.fi);
    expect(reviews.count).toBe(seeded.length);
    expect(reviews.average).toBe(reviewSummary(seeded.map((review) => review.rating)).average);
    expect(reviews.list).toHaveLength(seeded.length);
    const dates = reviews.list.map((review) => review.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const newest = seeded.find((review) => review.id === reviews.list[0]?.id);
    expect(reviews.list[0]).toEqual({
      id: newest?.id,
      rating: newest?.rating,
      author: newest?.author,
      date: newest?.date,
      title: newest?.title.fi,
      text: newest?.text.fi,
    });
    const swedish = await upstreamProduct("/sv/produkter/chokladkakor/mjolkchoklad/kaarna-mjolkchoklad");
    expect(swedish.reviews.list.map((review) => review.text)).toEqual(
      reviews.list.map((review) => seeded.find((entry) => entry.id === review.id)?.text.sv),
    );
  });

  it("gives a product without reviews an empty summary and list", async () => {
    expect(reviewSeed.some((review) => review.product === "K1204")).toBe(false);
    const { code, reviews } = await upstreamProduct(COCONUT);
    expect(code).toBe("K1204");
    expect(reviews).toEqual({ count: 0, average: null, list: [] });
  });

  it("holds reviews for most but not all of the demo products", async () => {
    const products = await env.DB.prepare("SELECT COUNT(*) AS n FROM catalogue_products").first<{ n: number }>();
    const reviewed = await env.DB.prepare("SELECT COUNT(DISTINCT product_code) AS n FROM catalogue_reviews").first<{
      n: number;
    }>();
    expect(reviewed?.n).toBeGreaterThan((products?.n ?? 0) / 2);
    expect(reviewed?.n).toBeLessThan(products?.n ?? 0);
    const texts = await env.DB.prepare("SELECT COUNT(*) AS n FROM catalogue_review_texts").first<{ n: number }>();
    expect(texts?.n).toBe(reviewSeed.length * 3);
  });

  it("passes the reviews through the worker's page-model API", async () => {
    const response = await request(`/api/cda/content?contentUrl=${encodeURIComponent(MILK_CHOCOLATE.fi)}`);
    expect(response.status).toBe(200);
    const { product } = v.parse(ProductPageFieldsSchema, await response.json());
    expect(product.reviews.count).toBeGreaterThan(0);
    expect(product.reviews.list[0]?.text).toMatch(/\S/);
  });

  it("renders the rating and a JSON-LD aggregateRating only for a product with reviews", async () => {
    const { average, count } = (await upstreamProduct(MILK_CHOCOLATE.fi)).reviews;
    const reviewed = await html(MILK_CHOCOLATE.fi);
    expect(reviewed.response.status).toBe(200);
    expect(jsonLd(reviewed.text).aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: average,
      reviewCount: count,
      bestRating: 5,
      worstRating: 1,
    });
    expect(reviewed.text).toContain('href="#reviews"');
    const shown = new Intl.NumberFormat("fi", { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average ?? 0);
    expect(reviewed.text).toContain(`Arvosana ${shown}/5, ${count} arvostelua`);

    const none = await html(COCONUT);
    expect(none.response.status).toBe(200);
    expect(jsonLd(none.text)).not.toHaveProperty("aggregateRating");
    expect(none.text).not.toContain('href="#reviews"');
  });
});
