// rich-text-block: a heading and a sanitised HTML body.
import type { RichTextBlockFields } from "../../shared/schemas/blocks.ts";
import { BlockContainer } from "../components/BlockContainer.tsx";
import type { BlockProps } from "./block-props.ts";
import { Heading } from "../components/Heading.tsx";
import { RichText } from "../components/RichText.tsx";

export function RichTextBlock({ block }: BlockProps<RichTextBlockFields>) {
  const fields = block;
  return (
    <BlockContainer width="narrow" className="rich-text-block">
      {fields.heading ? <Heading level={fields.headingLevel}>{fields.heading}</Heading> : null}
      <RichText html={fields.body} />
    </BlockContainer>
  );
}
