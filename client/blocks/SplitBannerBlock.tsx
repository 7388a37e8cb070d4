// split-banner-block: an image on one side, heading, text and up to two calls to action on the other.
import type { SplitBannerBlockFields } from "../../shared/schemas/blocks.ts";
import { blockColours } from "../components/BlockContainer.tsx";
import { ButtonLink } from "../components/ButtonLink.tsx";
import { CmsImage } from "../components/CmsImage.tsx";
import type { BlockProps } from "./block-props.ts";
import { Heading } from "../components/Heading.tsx";
import { MediaSplit } from "../components/MediaSplit.tsx";
import { RichText } from "../components/RichText.tsx";

export function SplitBannerBlock({ block }: BlockProps<SplitBannerBlockFields>) {
  const fields = block;
  return (
    <MediaSplit
      className="split-banner-block"
      reverse={fields.reverse}
      style={blockColours(fields.backgroundColor)}
      media={<CmsImage image={fields.image} preset="half" lead />}
      actions={
        <>
          {fields.ctaUrl && fields.ctaLabel ? <ButtonLink href={fields.ctaUrl}>{fields.ctaLabel}</ButtonLink> : null}
          {fields.secondaryCtaUrl && fields.secondaryCtaLabel ? (
            <ButtonLink href={fields.secondaryCtaUrl} variant="secondary">
              {fields.secondaryCtaLabel}
            </ButtonLink>
          ) : null}
        </>
      }
    >
      <Heading level={fields.headingLevel}>{fields.heading}</Heading>
      {fields.body ? <RichText html={fields.body} /> : null}
    </MediaSplit>
  );
}
