// The product's image carousel: previous/next buttons, dots, swipe (50 px) and wrapping at both ends;
// each move the shopper makes is reported as image_slider_navigation.
import { type PointerEvent, useRef } from "react";
import type { Image } from "../../../shared/schemas/page-model.ts";
import { track } from "../../analytics/track.ts";
import { CmsImage } from "../../components/CmsImage.tsx";
import { useLingui } from "@lingui/react";
import { CAROUSEL_THROTTLE_MS, useCarouselIndex } from "./useCarouselIndex.ts";
import "./ImageCarousel.css";

/** A horizontal drag at least this long (px) counts as a swipe. */
const SWIPE_THRESHOLD_PX = 50;

export function ImageCarousel({ images, name }: { images: Image[]; name: string }) {
  const { i18n } = useLingui();
  const { index, goTo, next, previous } = useCarouselIndex(images.length, (slide, action) =>
    track("trackSliderNavigation", { name: "product_gallery", title: name }, action, slide, images.length),
  );
  const start = useRef<number | null>(null);
  const [first] = images;
  if (!first) return null;
  if (images.length === 1) {
    return (
      <div className="image-carousel">
        <CmsImage image={withAlt(first, name)} preset="half" className="image-carousel__image" priority />
      </div>
    );
  }

  const onPointerDown = (event: PointerEvent) => {
    start.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (start.current === null) return;
    const dx = event.clientX - start.current;
    start.current = null;
    if (Math.abs(dx) >= SWIPE_THRESHOLD_PX) (dx < 0 ? next : previous)();
  };

  return (
    <section className="image-carousel" aria-roledescription="carousel" aria-label={i18n._("product.carousel.label")}>
      <div
        className="image-carousel__viewport"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (start.current = null)}
      >
        <div
          className="image-carousel__track"
          style={{ transform: `translateX(-${index * 100}%)`, transitionDuration: `${CAROUSEL_THROTTLE_MS}ms` }}
        >
          {images.map((image, i) => (
            // The APG carousel pattern: each slide is a group with the "slide" role description.
            // biome-ignore lint/a11y/useSemanticElements: a fieldset would imply a form.
            <div
              key={image.url}
              className="image-carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={i18n._("product.carousel.slide", { index: i + 1, count: images.length })}
              inert={i !== index}
            >
              <CmsImage image={withAlt(image, name)} preset="half" className="image-carousel__image" priority={i === 0} />
            </div>
          ))}
        </div>
      </div>
      <button
        type="button"
        className="image-carousel__arrow image-carousel__arrow--previous"
        aria-label={i18n._("product.carousel.previous")}
        onClick={previous}
      >
        <Chevron direction="left" />
      </button>
      <button
        type="button"
        className="image-carousel__arrow image-carousel__arrow--next"
        aria-label={i18n._("product.carousel.next")}
        onClick={next}
      >
        <Chevron direction="right" />
      </button>
      <div className="image-carousel__dots">
        {images.map((image, i) => (
          <button
            key={image.url}
            type="button"
            className="image-carousel__dot"
            aria-label={i18n._("product.carousel.go-to", { index: i + 1, count: images.length })}
            aria-current={i === index ? "true" : undefined}
            onClick={() => goTo(i)}
          />
        ))}
      </div>
    </section>
  );
}

/** Product pictures without their own alt text are described by the product's name. */
function withAlt(image: Image, name: string): Image {
  return image.altText ? image : { ...image, altText: name };
}

function Chevron({ direction }: { direction: "left" | "right" }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d={direction === "left" ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
