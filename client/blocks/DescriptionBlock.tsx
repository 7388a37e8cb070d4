// description-block: heading, an optional image and a body that collapses (about 5.4em) when longer
// than 200 characters.
import { DESCRIPTION_COLLAPSE_CHARS } from "../../shared/ui-thresholds.ts";
import type { DescriptionBlockFields } from "../../shared/schemas/blocks.ts";
import { blockColours } from "../components/BlockContainer.tsx";
import { CmsImage } from "../components/CmsImage.tsx";
import { CollapsibleText } from "../components/CollapsibleText.tsx";
import type { BlockProps } from "./block-props.ts";
import { Heading } from "../components/Heading.tsx";
import { MediaSplit } from "../components/MediaSplit.tsx";

const COLLAPSED_HEIGHT = "5.4em";

export function DescriptionBlock({ block }: BlockProps<DescriptionBlockFields>) {
  const fields = block;
  return (
    <MediaSplit
      className="description-block"
      style={blockColours(fields.backgroundColor, fields.textColor)}
      media={fields.image ? <CmsImage image={fields.image} preset="half" lead /> : null}
    >
      <Heading level={fields.headingLevel}>{fields.heading}</Heading>
      <CollapsibleText
        content={{ html: fields.body }}
        threshold={DESCRIPTION_COLLAPSE_CHARS}
        collapsedHeight={COLLAPSED_HEIGHT}
      />
    </MediaSplit>
  );
}
