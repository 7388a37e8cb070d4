// The reviews side panel (spec 001 §2), loaded on first open: the reviews heading and the review-list
// widget, whose data attributes name the product, listing each review's title, stars, author, day
// and text.
import { useLingui } from "@lingui/react";
import { formatDate } from "../../../shared/rules/locale.ts";
import type { ProductReviews, Review } from "../../../shared/schemas/catalogue.ts";
import { RatingStars } from "./RatingStars.tsx";
import { REVIEW_LIST_ANCHOR, type ReviewWidgetData } from "./review-widget.ts";
import { SidePanel } from "../../components/SidePanel.tsx";
import "./ReviewsDialog.css";

export interface ReviewsDialogProps {
  widget: ReviewWidgetData;
  reviews: ProductReviews;
  onClose: () => void;
}

export function ReviewsDialog({ widget, reviews, onClose }: ReviewsDialogProps) {
  const { i18n } = useLingui();
  return (
    <SidePanel title={i18n._("product.reviews.heading")} onClose={onClose} className="product-reviews__panel">
      <div
        // A new variation re-initialises the widget: the container is keyed by the product URL.
        key={widget.productUrl}
        id={REVIEW_LIST_ANCHOR}
        className="review-list"
        data-product-name={widget.productName}
        data-brand={widget.brand}
        data-product-id={widget.productId}
        data-product-url={widget.productUrl}
        data-image-url={widget.imageUrl}
      >
        {reviews.list.length ? (
          <ol className="review-list__items">
            {reviews.list.map((review) => (
              <li key={review.id}>
                <ReviewItem review={review} />
              </li>
            ))}
          </ol>
        ) : (
          <p>{i18n._("product.reviews.empty")}</p>
        )}
      </div>
    </SidePanel>
  );
}

function ReviewItem({ review }: { review: Review }) {
  const { i18n } = useLingui();
  return (
    <article className="review">
      {review.title ? <h3 className="review__title">{review.title}</h3> : null}
      <RatingStars rating={review.rating} label={i18n._("product.reviews.stars", { rating: review.rating })} />
      <p className="review__byline">
        {review.author}, <time dateTime={review.date}>{formatDate(review.date, i18n.locale)}</time>
      </p>
      <p className="review__text">{review.text}</p>
    </article>
  );
}
