// Reviews (spec 001 §2): the rating widget (average stars and count) and a button, both opening a
// right-side panel with the reviews heading and the review list; the panel also opens when the
// address hash is the review-list anchor. Without reviews neither the rating nor the button shows.
// The panel and its list load on first open, so the product page does not ship them up front.
import { useEffect, useState } from "react";
import { useLingui } from "@lingui/react";
import { countValues, formatDecimal } from "../../../shared/rules/locale.ts";
import type { ProductReviews } from "../../../shared/schemas/catalogue.ts";
import { RatingStars } from "./RatingStars.tsx";
import { REVIEW_LIST_ANCHOR, type ReviewWidgetData } from "./review-widget.ts";
import { WhenLoaded } from "../../components/CodeNotLoaded.tsx";
import { lazyWhenIdle } from "../../app/fetch-when-idle.ts";

const ReviewsDialog = lazyWhenIdle(() => import("./ReviewsDialog.tsx").then((module) => module.ReviewsDialog));

export interface ReviewsProps {
  widget: ReviewWidgetData;
  reviews: ProductReviews;
}

export function ReviewsPanel({ widget, reviews }: ReviewsProps) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const openFromHash = () => {
      if (window.location.hash === `#${REVIEW_LIST_ANCHOR}`) setOpen(true);
    };
    openFromHash();
    window.addEventListener("hashchange", openFromHash);
    return () => window.removeEventListener("hashchange", openFromHash);
  }, []);

  const close = () => {
    setOpen(false);
    // Leave the anchor so a reload does not reopen the panel, without adding a history entry.
    if (window.location.hash === `#${REVIEW_LIST_ANCHOR}`)
      history.replaceState(history.state, "", window.location.pathname + window.location.search);
  };

  const { count, average } = reviews;
  const { form, countText } = countValues(count, i18n.locale);
  return (
    <>
      {count > 0 && average !== null ? (
        <p className="product-reviews">
          {/* A link to the anchor: before hydration it sets the hash, which opens the panel once hydrated. */}
          <a
            href={`#${REVIEW_LIST_ANCHOR}`}
            className="product-reviews__rating"
            aria-haspopup="dialog"
            onClick={(event) => {
              event.preventDefault();
              setOpen(true);
            }}
          >
            <RatingStars rating={average} />
            {i18n._("product.reviews.rating", {
              average: formatDecimal(average, i18n.locale, 1),
              form,
              countText,
            })}
          </a>
          <button
            type="button"
            className="product-reviews__button"
            aria-haspopup="dialog"
            aria-expanded={open}
            onClick={() => setOpen(true)}
          >
            {i18n._("product.reviews.open")}
          </button>
        </p>
      ) : null}
      {open ? (
        <WhenLoaded onFail={close}>
          <ReviewsDialog widget={widget} reviews={reviews} onClose={close} />
        </WhenLoaded>
      ) : null}
    </>
  );
}
