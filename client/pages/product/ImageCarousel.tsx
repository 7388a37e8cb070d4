// The product's image carousel: previous/next buttons, dots, swipe (50 px) and wrapping at both ends;
// each move the shopper makes is reported as image_slider_navigation.
import type { Image } from "../../../shared/schemas/page-model.ts";
import { track } from "../../analytics/track.ts";
import { CarouselButton } from "../../components/carousel/CarouselButton.tsx";
import { CAROUSEL_THROTTLE_MS, useCarouselIndex } from "../../components/carousel/useCarouselIndex.ts";
import { useSwipe } from "../../components/carousel/useSwipe.ts";
import { CmsImage } from "../../components/CmsImage.tsx";
import { useLingui } from "@lingui/react";
import "./ImageCarousel.css";

/** The carousel of a variation's pictures: another variation starts a carousel of its own at its first picture. */
export function VariationImageCarousel({ variationCode, ...props }: { variationCode: string; images: Image[]; name: string }) {
  return <ImageCarousel key={variationCode} {...props} />;
}

function ImageCarousel({ images, name }: { images: Image[]; name: string }) {
  const { i18n } = useLingui();
  const { index, goTo, next, previous } = useCarouselIndex(images.length, (slide, action) =>
    track("trackSliderNavigation", { name: "product_gallery", title: name }, action, slide, images.length),
  );
  const swipe = useSwipe(next, previous);
  const [first] = images;
  if (!first) return null;
  if (images.length === 1) {
    return (
      <div className="image-carousel">
        <CmsImage image={withAlt(first, name)} preset="half" className="image-carousel__image" priority />
      </div>
    );
  }

  return (
    <section className="image-carousel" aria-roledescription="carousel" aria-label={i18n._("product.carousel.label")}>
      <div className="image-carousel__viewport" {...swipe}>
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
      <CarouselButton
        direction="previous"
        className="image-carousel__arrow image-carousel__arrow--previous"
        label={i18n._("product.carousel.previous")}
        onClick={previous}
      />
      <CarouselButton
        direction="next"
        className="image-carousel__arrow image-carousel__arrow--next"
        label={i18n._("product.carousel.next")}
        onClick={next}
      />
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
