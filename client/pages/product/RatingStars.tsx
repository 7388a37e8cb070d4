// A 1–5 rating drawn as five stars filled to the rating (one CSS mask, no icon code): named as an
// image when it stands alone, hidden from assistive technology when text beside it says the rating.
import type { CSSProperties } from "react";
import { BEST_RATING } from "../../../shared/rules/review-summary.ts";
import "./RatingStars.css";

export function RatingStars({ rating, label }: { rating: number; label?: string }) {
  const fill = { "--rating-fill": `${(rating / BEST_RATING) * 100}%` } as CSSProperties;
  return label ? (
    <span className="rating-stars" style={fill} role="img" aria-label={label} />
  ) : (
    <span className="rating-stars" style={fill} aria-hidden="true" />
  );
}
