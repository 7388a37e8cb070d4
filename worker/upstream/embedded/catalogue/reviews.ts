// Product reviews of the embedded backend (issue 13): the demo reviews as a seed set of their own, and
// a product's summary and newest reviews in one language for its page model.
import { LANGUAGES } from "../../../../shared/languages.ts";
import { reviewSummary } from "../../../../shared/rules/review-summary.ts";
import type { ProductReviews } from "../../../../shared/schemas/catalogue.ts";
import { fingerprint, type SeedSet } from "../seed-loader.ts";
import { reviewSeed } from "./seed/reviews.ts";

/** The page lists at most this many reviews, newest first; the count and average cover them all. */
export const REVIEW_LIST_LIMIT = 20;

/**
 * The reviews as their own seed set, versioned by their own hash: editing a review does not reload
 * the catalogue (whose stock orders decrement), and a catalogue change does not touch the reviews.
 */
export function reviewSeedSet(): SeedSet {
  return {
    name: "reviews",
    version: `reviews-${fingerprint(reviewSeed)}`,
    mode: "replace",
    tables: [
      {
        table: "catalogue_reviews",
        columns: ["id", "product_code", "rating", "author", "reviewed_on"],
        rows: reviewSeed.map((review) => [review.id, review.product, review.rating, review.author, review.date]),
      },
      {
        table: "catalogue_review_texts",
        columns: ["review_id", "language", "title", "body"],
        rows: reviewSeed.flatMap((review) =>
          LANGUAGES.map((language) => [review.id, language, review.title[language], review.text[language]]),
        ),
      },
    ],
  };
}

interface ReviewRow {
  id: string;
  rating: number;
  author: string;
  reviewed_on: string;
  title: string | null;
  body: string;
}

/** A product's reviews in one language: count and average over all of them, the newest listed. */
export async function productReviews(db: D1Database, language: string, productCode: string): Promise<ProductReviews> {
  const { results } = await db
    .prepare(
      `SELECT r.id, r.rating, r.author, r.reviewed_on, t.title, t.body FROM catalogue_reviews r
       JOIN catalogue_review_texts t ON t.review_id = r.id AND t.language = ?1
       WHERE r.product_code = ?2 ORDER BY r.reviewed_on DESC, r.id`,
    )
    .bind(language, productCode)
    .all<ReviewRow>();
  return {
    ...reviewSummary(results.map((row) => Number(row.rating))),
    list: results.slice(0, REVIEW_LIST_LIMIT).map((row) => ({
      id: row.id,
      rating: Number(row.rating),
      author: row.author,
      date: row.reviewed_on,
      title: row.title,
      text: row.body,
    })),
  };
}
