// banner-block: heading, body and a call to action over an image (darkened by overlayOpacity) or a colour.
import type { CSSProperties } from "react";
import type { BannerBlockFields } from "../../shared/schemas/blocks.ts";
import { BlockContainer, blockColours } from "../components/BlockContainer.tsx";
import { ButtonLink } from "../components/ButtonLink.tsx";
import { CmsImage } from "../components/CmsImage.tsx";
import type { BlockProps } from "./block-props.ts";
import { Heading } from "../components/Heading.tsx";
import { RichText } from "../components/RichText.tsx";
import "./BannerBlock.css";

export function BannerBlock({ block }: BlockProps<BannerBlockFields>) {
  const fields = block;
  const style = {
    ...blockColours(fields.backgroundColor, fields.textColor),
    "--banner-block-overlay": fields.overlayOpacity,
  } as CSSProperties;
  return (
    <section className={fields.image ? "banner-block banner-block--image" : "banner-block"} style={style}>
      {fields.image ? <CmsImage image={fields.image} decorative preset="banner" className="banner-block__image" lead /> : null}
      <BlockContainer className="banner-block__content">
        <Heading level={fields.headingLevel} className="banner-block__heading">
          {fields.heading}
        </Heading>
        {fields.body ? <RichText html={fields.body} className="banner-block__body" /> : null}
        {fields.ctaUrl && fields.ctaLabel ? <ButtonLink href={fields.ctaUrl}>{fields.ctaLabel}</ButtonLink> : null}
      </BlockContainer>
    </section>
  );
}
