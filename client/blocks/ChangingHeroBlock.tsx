// changing-hero-block: hero slides that change after slideChangeTime (default 6 s), wrap and can be
// picked by hand; reverseOrder shows them last to first.
import type { ChangingHeroBlockFields } from "../../shared/schemas/blocks.ts";
import { ButtonLink } from "../components/ButtonLink.tsx";
import { CmsImage } from "../components/CmsImage.tsx";
import { useIsLeadBlock } from "../components/lead-block.ts";
import type { BlockProps } from "./block-props.ts";
import { Heading } from "../components/Heading.tsx";
import { RotationControls } from "../components/RotationControls.tsx";
import { useRotation } from "../components/useRotation.ts";
import { useLingui } from "@lingui/react";
import "./ChangingHeroBlock.css";

export function ChangingHeroBlock({ block }: BlockProps<ChangingHeroBlockFields>) {
  const fields = block;
  const { i18n } = useLingui();
  const leads = useIsLeadBlock();
  const slides = fields.reverseOrder ? [...fields.heroBlocks].reverse() : fields.heroBlocks;
  const rotation = useRotation(slides.length, fields.slideChangeTime);
  if (!slides.length) return null;
  return (
    <section className="changing-hero-block" aria-roledescription="carousel" aria-label={slides[0]?.title}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only hold the rotation, so a focused call to action never slides away. */}
      <div
        className="changing-hero-block__slides"
        aria-live={rotation.paused ? "polite" : "off"}
        onMouseEnter={() => rotation.hold(true)}
        onMouseLeave={() => rotation.hold(false)}
        onFocus={() => rotation.hold(true)}
        onBlur={() => rotation.hold(false)}
      >
        {slides.map((slide, index) => {
          const current = index === rotation.index;
          return (
            // biome-ignore lint/a11y/useSemanticElements: the ARIA carousel pattern names slides as groups; a fieldset is for form controls.
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: slides carry no id; title plus position is unique within the block.
              key={`${index}-${slide.title}`}
              className={
                current ? "changing-hero-block__slide changing-hero-block__slide--current" : "changing-hero-block__slide"
              }
              role="group"
              aria-roledescription="slide"
              aria-label={i18n._("blocks.rotation.slide", { n: index + 1, count: slides.length })}
              aria-hidden={current ? undefined : true}
              inert={!current}
            >
              <CmsImage
                image={slide.changingHeroImage}
                priority={leads && index === 0}
                preset="banner"
                className="changing-hero-block__image"
              />
              <div className="changing-hero-block__content">
                <Heading level={1} className="changing-hero-block__title">
                  {slide.title}
                </Heading>
                {slide.subtitle ? <p className="changing-hero-block__subtitle">{slide.subtitle}</p> : null}
                {slide.callToAction && slide.callToActionName ? (
                  <ButtonLink href={slide.callToAction}>{slide.callToActionName}</ButtonLink>
                ) : null}
              </div>
            </div>
          );
        })}
      </div>
      <RotationControls
        rotation={rotation}
        slider={{ name: "changing_hero", title: slides[0]?.title ?? "" }}
        count={slides.length}
        labels={slides.map((slide) => slide.title)}
        className="changing-hero-block__controls"
      />
    </section>
  );
}
