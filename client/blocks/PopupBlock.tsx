// popup-block: the editor's popup, shown after 200 px of scroll unless the shopper closed it before.
import type { PopupBlockFields } from "../../shared/schemas/blocks.ts";
import type { BlockProps } from "./block-props.ts";
import { ScrollPopup } from "../components/ScrollPopup.tsx";

export function PopupBlock({ block }: BlockProps<PopupBlockFields>) {
  const fields = block;
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
