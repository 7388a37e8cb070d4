// The review summary of a product (issue 13): how many reviews and their average rating on the 1–5
// scale, rounded to one decimal as review widgets and schema.org's aggregateRating show it.
export const BEST_RATING = 5;
export const WORST_RATING = 1;

export interface ReviewSummary {
  count: number;
  /** null when there are no reviews: an average of nothing is not a rating. */
  average: number | null;
}

export function reviewSummary(ratings: readonly number[]): ReviewSummary {
  if (!ratings.length) return { count: 0, average: null };
  const sum = ratings.reduce((total, rating) => total + rating, 0);
  // To the tenth, halves up (4.35 → 4.4).
  return { count: ratings.length, average: Math.round((sum * 10) / ratings.length) / 10 };
}
