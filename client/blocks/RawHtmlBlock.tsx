// raw-html-block: the editor's own HTML, already passed through the worker's allow-list.
import type { RawHtmlBlockFields } from "../../shared/schemas/blocks.ts";
import { BlockContainer } from "../components/BlockContainer.tsx";
import type { BlockProps } from "./block-props.ts";
import { RichText } from "../components/RichText.tsx";

export function RawHtmlBlock({ block }: BlockProps<RawHtmlBlockFields>) {
  const fields = block;
  return (
    <BlockContainer>
      <RichText html={fields.html} className="raw-html-block" />
    </BlockContainer>
  );
}
