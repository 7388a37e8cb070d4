// popup-block: the editor's popup, shown after 200 px of scroll unless the shopper closed it before.
import * as v from "valibot";
import { PopupBlockSchema } from "../../shared/schemas/blocks.ts";
import type { BlockProps } from "../components/ContentArea.tsx";
import { ScrollPopup } from "../components/ScrollPopup.tsx";

export function PopupBlock({ block }: BlockProps) {
  const fields = v.parse(PopupBlockSchema, block);
  return (
    <ScrollPopup
      id={block.contentLink.id}
      title={fields.title}
      body={fields.body}
      ctaUrl={fields.callToAction}
      ctaLabel={fields.callToActionName}
      openInNewTab={fields.openInNewWindow}
    />
  );
}
