// Reviews (spec 001 §2): a button opens a right-side panel with the review-list container the
// review widget fills (its data attributes name the product); the panel also opens when the address
// hash is the review-list anchor. The button is hidden while the list is empty.
import { useEffect, useState } from "react";
import { useLingui } from "@lingui/react";
import { SidePanel } from "./LazySidePanel.tsx";

export const REVIEW_LIST_ANCHOR = "reviews";

export interface ReviewWidgetData {
  productName: string;
  brand: string;
  productId: string;
  productUrl: string;
  imageUrl: string;
}

export interface ReviewsProps {
  widget: ReviewWidgetData;
  /** Reviews known for the product; the demo catalogue carries none, so the list starts empty. */
  reviewCount: number;
}

export function ReviewsPanel({ widget, reviewCount }: ReviewsProps) {
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

  return (
    <>
      {reviewCount > 0 ? (
        <button type="button" className="product-reviews__button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          {i18n._("product.reviews.open")} ({reviewCount})
        </button>
      ) : null}
      {open ? (
        <SidePanel title={i18n._("product.reviews.heading")} onClose={close} className="product-reviews__panel">
          <div
            // A new variation re-initialises the widget: the container is keyed by the product URL.
            key={widget.productUrl}
            id={REVIEW_LIST_ANCHOR}
            className="product-reviews__list"
            data-product-name={widget.productName}
            data-brand={widget.brand}
            data-product-id={widget.productId}
            data-product-url={widget.productUrl}
            data-image-url={widget.imageUrl}
          >
            {reviewCount === 0 ? <p className="product-reviews__empty">{i18n._("product.reviews.empty")}</p> : null}
          </div>
        </SidePanel>
      ) : null}
    </>
  );
}
