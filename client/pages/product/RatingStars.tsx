// A 1–5 rating drawn as five stars filled to the rating, in inline SVG and no icon code: named as an
// image when it stands alone, hidden from assistive technology when text beside it says the rating.
// Not a CSS mask of an SVG picture: Chromium draws each SVG picture in a document of its own, a
// main-thread task on the product page's first load.
import { BEST_RATING } from "../../../shared/rules/review-summary.ts";
import "./RatingStars.css";

/** One star in a 24-unit square, drawn from its top point; then four more beside it. */
const STAR = "l2.9 6.2 6.8.7-5.1 4.6 1.5 6.7-6.1-3.4-6.1 3.4 1.5-6.7-5.1-4.6 6.8-.7z";
const STARS = Array.from({ length: BEST_RATING }, (_, index) => `M${12 + 24 * index} 2.5${STAR}`).join("");

export function RatingStars({ rating, label }: { rating: number; label?: string }) {
  // The filled stars are drawn in a nested <svg> as wide as the rating's share, which clips the rest.
  const stars = (
    <>
      <path className="rating-stars-empty" d={STARS} />
      <svg width={`${(rating / BEST_RATING) * 100}%`} height="100%" aria-hidden="true">
        <path className="rating-stars-filled" d={STARS} />
      </svg>
    </>
  );
  const viewBox = `0 0 ${24 * BEST_RATING} 24`;
  return label ? (
    <svg className="rating-stars" viewBox={viewBox} role="img" aria-label={label}>
      {stars}
    </svg>
  ) : (
    <svg className="rating-stars" viewBox={viewBox} aria-hidden="true">
      {stars}
    </svg>
  );
}
