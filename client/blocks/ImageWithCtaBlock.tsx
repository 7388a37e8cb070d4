// image-with-cta-block: an image beside a header, text and a call to action, optionally on an
// alternative background colour.
import type { ImageWithCtaBlockFields } from "../../shared/schemas/blocks.ts";
import { blockColours } from "../components/BlockContainer.tsx";
import { ButtonLink } from "../components/ButtonLink.tsx";
import { CmsImage } from "../components/CmsImage.tsx";
import type { BlockProps } from "./block-props.ts";
import { MediaSplit } from "../components/MediaSplit.tsx";
import "./ImageWithCtaBlock.css";

export function ImageWithCtaBlock({ block }: BlockProps<ImageWithCtaBlockFields>) {
  const fields = block;
  const alternative = fields.useAlternativeBackgroundColor;
  const classes = alternative ? "image-with-cta-block image-with-cta-block--alternative" : "image-with-cta-block";
  return (
    <MediaSplit
      className={classes}
      reverse={fields.reverseImagePosition}
      style={alternative ? blockColours(fields.altBackgroundColorHex) : undefined}
      media={<CmsImage image={fields.image} preset="half" lead />}
      actions={fields.ctaLink && fields.ctaText ? <ButtonLink href={fields.ctaLink}>{fields.ctaText}</ButtonLink> : null}
    >
      <h2 className="image-with-cta-block__header">{fields.header}</h2>
      {/* text is a plain field (the worker sanitises only HTML fields), so it is never set as markup. */}
      {fields.text ? <p>{fields.text}</p> : null}
    </MediaSplit>
  );
}
