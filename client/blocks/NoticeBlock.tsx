// notice-block: a boxed message of one of four kinds (information, warning, error, success).
import type { NoticeBlockFields } from "../../shared/schemas/blocks.ts";
import { BlockContainer } from "../components/BlockContainer.tsx";
import type { BlockProps } from "./block-props.ts";
import { RichText } from "../components/RichText.tsx";
import { useT } from "../i18n/useT.ts";
import "./NoticeBlock.css";

const ICONS = { Information: "i", Warning: "!", Error: "×", Success: "✓" } as const;

export function NoticeBlock({ block }: BlockProps<NoticeBlockFields>) {
  const fields = block;
  const t = useT();
  const kind = fields.noticeType.toLowerCase();
  return (
    <BlockContainer width="medium">
      {/* Shown with the page, not in response to the shopper, so it is a note and not an alert. */}
      <aside className={`notice-block notice-block--${kind}`} aria-label={t(`blocks.notice.${kind}`)}>
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
