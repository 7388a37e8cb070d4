// notice-block: a boxed message of one of four kinds (information, warning, error, success).
import type { NoticeBlockFields } from "../../shared/schemas/blocks.ts";
import { BlockContainer } from "../components/BlockContainer.tsx";
import type { BlockProps } from "./block-props.ts";
import { RichText } from "../components/RichText.tsx";
import { useLingui } from "@lingui/react";
import "./NoticeBlock.css";

const ICONS = { Information: "i", Warning: "!", Error: "×", Success: "✓" } as const;
const LABELS = {
  Information: /*i18n*/ "blocks.notice.information",
  Warning: /*i18n*/ "blocks.notice.warning",
  Error: /*i18n*/ "blocks.notice.error",
  Success: /*i18n*/ "blocks.notice.success",
} as const;

export function NoticeBlock({ block }: BlockProps<NoticeBlockFields>) {
  const fields = block;
  const { i18n } = useLingui();
  const kind = fields.noticeType.toLowerCase();
  return (
    <BlockContainer width="medium">
      {/* Shown with the page, not in response to the shopper, so it is a note and not an alert. */}
      <aside className={`notice-block notice-block--${kind}`} aria-label={i18n._(LABELS[fields.noticeType])}>
        <span className="notice-block__icon" aria-hidden="true">
          {ICONS[fields.noticeType]}
        </span>
        <div className="notice-block__text">
          {fields.heading ? <p className="notice-block__heading">{fields.heading}</p> : null}
          <RichText html={fields.body} />
        </div>
      </aside>
    </BlockContainer>
  );
}
