// content-block (spec 001 §3): a heading and rich text beside an optional picture, with an optional
// call to action. The description block's layout (MediaSplit) without its collapsing: the editor's
// text is shown whole.
import type { ContentBlockFields } from "../../shared/schemas/blocks.ts";
import { ButtonLink } from "../components/ButtonLink.tsx";
import { CmsImage } from "../components/CmsImage.tsx";
import { Heading } from "../components/Heading.tsx";
import { MediaSplit } from "../components/MediaSplit.tsx";
import { RichText } from "../components/RichText.tsx";
import type { BlockProps } from "./block-props.ts";

export function ContentBlock({ block }: BlockProps<ContentBlockFields>) {
  const cta = block.callToAction;
  return (
    <MediaSplit
      className="content-block"
      reverse={block.imagePosition === "end"}
      media={block.image ? <CmsImage image={block.image} preset="half" lead /> : null}
      actions={
        cta ? (
          <ButtonLink href={cta.link} openInNewTab={cta.openInNewWindow}>
            {cta.name}
          </ButtonLink>
        ) : null
      }
    >
      <Heading level={block.headingLevel}>{block.heading}</Heading>
      <RichText html={block.body} />
    </MediaSplit>
  );
}
