// hero-block: a rotating image hero (6 s, wrapping) with its own mobile image set, a title, a subtitle
// that collapses past 400 characters and up to two calls to action.
import { BREAKPOINTS } from "../../shared/breakpoints.ts";
import { HERO_ROTATION_MS } from "../../shared/ui-timings.ts";
import { HERO_TEXT_COLLAPSE_CHARS } from "../../shared/ui-thresholds.ts";
import type { HeroBlockFields } from "../../shared/schemas/blocks.ts";
import type { Image } from "../../shared/schemas/page-model.ts";
import { ButtonLink } from "../components/ButtonLink.tsx";
import { CmsImage } from "../components/CmsImage.tsx";
import { useIsLeadBlock } from "../components/lead-block.ts";
import type { ImagePreset } from "../components/image-sources.ts";
import { CollapsibleText } from "../components/CollapsibleText.tsx";
import type { BlockProps } from "./block-props.ts";
import { Heading } from "../components/Heading.tsx";
import { RotationControls } from "../components/RotationControls.tsx";
import { useMediaQuery } from "../components/useReducedMotion.ts";
import { useRotation } from "../components/useRotation.ts";
import { useLingui } from "@lingui/react";
import "./HeroBlock.css";

/** Where the phone picture set shows instead of the wide one (HeroBlock.css hides the other). */
const PHONE = `(max-width: ${BREAKPOINTS.tablet - 1}px)`;
const NOT_PHONE = `not all and ${PHONE}`;

/** The spec's "hero brand text collapsed height" (001 §9). */
const COLLAPSED_HEIGHT = "7.7em";

export function HeroBlock({ block }: BlockProps<HeroBlockFields>) {
  const fields = block;
  const { i18n } = useLingui();
  // Read as "is it wider than a phone", whose answer on the worker and while hydrating is no: the hero
  // is drawn as a phone shows it, so a phone hydrates it as it is and only a wider screen renders it
  // again (its own slide count), in the flush that hydrates it.
  const isMobile = !useMediaQuery(NOT_PHONE);
  const hasMobileSet = fields.mobileImages.length > 0;
  const activeCount = isMobile && hasMobileSet ? fields.mobileImages.length : fields.images.length;
  const rotation = useRotation(activeCount, HERO_ROTATION_MS, isMobile);
  const ctas = [fields.callToAction, fields.secondaryCallToAction].filter((cta) => cta !== null);
  const classes = [
    "hero-block",
    fields.hasDarkText ? "hero-block--dark-text" : "hero-block--light-text",
    fields.ctaPositionBottom ? "hero-block--cta-bottom" : null,
  ];

  const actions = ctas.length ? (
    <div className="hero-block__actions">
      {ctas.map((cta, index) => (
        <ButtonLink
          key={cta.link}
          href={cta.link}
          openInNewTab={cta.openInNewWindow}
          variant={index === 0 ? "primary" : "secondary"}
        >
          {cta.name}
        </ButtonLink>
      ))}
    </div>
  ) : null;

  return (
    <section
      className={classes.filter(Boolean).join(" ")}
      data-theme={fields.layoutTheme ?? undefined}
      aria-roledescription="carousel"
      aria-label={fields.title}
    >
      <div className="hero-block__media" aria-live={rotation.paused ? "polite" : "off"}>
        <Slides
          images={fields.images}
          index={rotation.index}
          className={hasMobileSet ? "hero-block__slides--desktop" : undefined}
          media={hasMobileSet ? NOT_PHONE : undefined}
          preset="banner"
          slideLabel={(n) => i18n._("blocks.rotation.slide", { n, count: fields.images.length })}
        />
        {hasMobileSet ? (
          <Slides
            images={fields.mobileImages}
            index={rotation.index}
            className="hero-block__slides--mobile"
            media={PHONE}
            preset="hero-mobile"
            slideLabel={(n) => i18n._("blocks.rotation.slide", { n, count: fields.mobileImages.length })}
          />
        ) : null}
      </div>
      <div className="hero-block__content">
        <Heading level={1} className="hero-block__title">
          {fields.title}
        </Heading>
        {fields.subtitle ? (
          <CollapsibleText
            content={{ text: fields.subtitle }}
            threshold={HERO_TEXT_COLLAPSE_CHARS}
            collapsedHeight={COLLAPSED_HEIGHT}
            className="hero-block__subtitle"
          />
        ) : null}
        {fields.ctaPositionBottom ? null : actions}
      </div>
      {fields.ctaPositionBottom ? actions : null}
      <RotationControls
        rotation={rotation}
        slider={{ name: "hero", title: fields.title }}
        count={activeCount}
        className="hero-block__controls"
      />
    </section>
  );
}

function Slides({
  images,
  index,
  className,
  media,
  preset,
  slideLabel,
}: {
  images: Image[];
  index: number;
  className?: string;
  /** The devices this set shows on, when the hero has a set for each. */
  media?: string;
  preset: ImagePreset;
  slideLabel: (n: number) => string;
}) {
  const current = images.length ? index % images.length : 0;
  // A hero that leads the page fetches its first picture first.
  const leads = useIsLeadBlock();
  return (
    <div className={className ? `hero-block__slides ${className}` : "hero-block__slides"}>
      {images.map((image, slide) => (
        // biome-ignore lint/a11y/useSemanticElements: the ARIA carousel pattern names slides as groups; a fieldset is for form controls.
        <div
          key={image.url}
          className={slide === current ? "hero-block__slide hero-block__slide--current" : "hero-block__slide"}
          role="group"
          aria-roledescription="slide"
          aria-label={slideLabel(slide + 1)}
          aria-hidden={slide === current ? undefined : true}
        >
          <CmsImage image={image} priority={leads && slide === 0} media={media} preset={preset} className="hero-block__image" />
        </div>
      ))}
    </div>
  );
}
