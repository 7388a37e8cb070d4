// promotion-hero-block (spec 001 §3): an offer's picture beside its label (a "−20 %" or "New" badge),
// heading, text, the last day it is valid and a call to action. The shared MediaSplit layout, set
// larger; the label is text, so a screen reader reads it with the heading that follows.
import { useLingui } from "@lingui/react";
import { formatDate } from "../../shared/rules/locale.ts";
import type { PromotionHeroBlockFields } from "../../shared/schemas/blocks.ts";
import { blockColours } from "../components/BlockContainer.tsx";
import { ButtonLink } from "../components/ButtonLink.tsx";
import { CmsImage } from "../components/CmsImage.tsx";
import { Heading } from "../components/Heading.tsx";
import { MediaSplit } from "../components/MediaSplit.tsx";
import { RichText } from "../components/RichText.tsx";
import type { BlockProps } from "./block-props.ts";
import "./PromotionHeroBlock.css";

export function PromotionHeroBlock({ block }: BlockProps<PromotionHeroBlockFields>) {
  const { i18n } = useLingui();
  const cta = block.callToAction;
  return (
    <MediaSplit
      className="promotion-hero"
      style={blockColours(block.backgroundColor, block.textColor)}
      media={<CmsImage image={block.image} preset="half" lead />}
      actions={
        cta ? (
          <ButtonLink href={cta.link} openInNewTab={cta.openInNewWindow}>
            {cta.name}
          </ButtonLink>
        ) : null
      }
    >
      {block.promotionLabel ? <p className="promotion-hero__label">{block.promotionLabel}</p> : null}
      <Heading level={block.headingLevel} className="promotion-hero__heading">
        {block.heading}
      </Heading>
      {block.body ? <RichText html={block.body} /> : null}
      {block.validUntil ? (
        <p className="promotion-hero__valid">
          {/* A day, not an instant: noon UTC is that day in every time zone the shop's visitors are in. */}
          {i18n._("blocks.promotion-hero.valid-until", { date: formatDate(`${block.validUntil}T12:00:00Z`, i18n.locale) })}
        </p>
      ) : null}
    </MediaSplit>
  );
}
