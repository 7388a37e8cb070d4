// The review summary rule and the Product JSON-LD's aggregateRating (issue 13), and the schema that
// guards reviews at the worker boundary.
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { productJsonLd } from "../../client/pages/product/ProductJsonLd.tsx";
import { reviewSummary } from "../../shared/rules/review-summary.ts";
import { type ProductInput, ProductReviewsSchema, ProductSchema } from "../../shared/schemas/catalogue.ts";

describe("reviewSummary", () => {
  it("has no average without reviews", () => {
    expect(reviewSummary([])).toEqual({ count: 0, average: null });
  });

  it("averages to one decimal, rounding halves up", () => {
    expect(reviewSummary([5, 4, 4])).toEqual({ count: 3, average: 4.3 });
    // 87 / 20 = 4.35.
    expect(reviewSummary([...Array(13).fill(4), ...Array(7).fill(5)]).average).toBe(4.4);
    expect(reviewSummary([1, 2]).average).toBe(1.5);
    expect(reviewSummary([5]).average).toBe(5);
  });
});

describe("ProductReviewsSchema", () => {
  const review = { id: "r1", rating: 4, author: "Aino", date: "2025-03-01", title: "Hyvä", text: "Maistuu." };

  it("accepts a summary with its list", () => {
    expect(v.is(ProductReviewsSchema, { count: 1, average: 4, list: [review] })).toBe(true);
  });

  it("rejects ratings off the 1–5 scale, an average without reviews and a list longer than the count", () => {
    expect(v.is(ProductReviewsSchema, { count: 1, average: 4, list: [{ ...review, rating: 6 }] })).toBe(false);
    expect(v.is(ProductReviewsSchema, { count: 1, average: 4, list: [{ ...review, rating: 3.5 }] })).toBe(false);
    expect(v.is(ProductReviewsSchema, { count: 0, average: 4, list: [] })).toBe(false);
    expect(v.is(ProductReviewsSchema, { count: 2, average: null, list: [] })).toBe(false);
    expect(v.is(ProductReviewsSchema, { count: 0, average: null, list: [review] })).toBe(false);
  });
});

describe("productJsonLd aggregateRating", () => {
  const variation = {
    code: "K1-100",
    url: "/en/p?code=K1-100",
    name: "Tablet 100 g",
    isBuyable: true,
    inStock: true,
    inStockQuantity: 5,
    placedPrice: 3.5,
    placedPriceString: "€3.50",
    hasDiscountedPrice: false,
    productType: "Default",
    contentType: ["Variation"],
  };
  const product = (reviews?: ProductInput["reviews"]) =>
    v.parse(ProductSchema, { code: "K1", displayName: "Tablet", variations: [variation], ...(reviews ? { reviews } : {}) });
  const ld = (reviews?: ProductInput["reviews"]) => {
    const parsed = product(reviews);
    return productJsonLd({
      product: parsed,
      variation: parsed.variations[0]!,
      images: [],
      url: "https://shop.test/en/p?code=K1-100",
      origin: "https://shop.test",
    });
  };

  it("carries the rating, count and scale when there are reviews", () => {
    expect(ld({ count: 12, average: 4.3, list: [] })).toMatchObject({
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.3, reviewCount: 12, bestRating: 5, worstRating: 1 },
    });
  });

  it("carries none without reviews, also when the backend sends no reviews at all", () => {
    expect(ld({ count: 0, average: null, list: [] })).not.toHaveProperty("aggregateRating");
    expect(ld()).not.toHaveProperty("aggregateRating");
  });
});
