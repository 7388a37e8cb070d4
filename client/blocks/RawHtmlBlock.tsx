// raw-html-block: the editor's own HTML, already passed through the worker's allow-list.
import * as v from "valibot";
import { RawHtmlBlockSchema } from "../../shared/schemas/blocks.ts";
import { BlockContainer } from "../components/BlockContainer.tsx";
import type { BlockProps } from "../components/ContentArea.tsx";
import { RichText } from "../components/RichText.tsx";

export function RawHtmlBlock({ block }: BlockProps) {
  const fields = v.parse(RawHtmlBlockSchema, block);
  return (
    <BlockContainer>
      <RichText html={fields.html} className="raw-html-block" />
    </BlockContainer>
  );
}
