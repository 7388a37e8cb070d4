// page-promoter-block: a card promoting another page; the whole card is one link target.
import type { PagePromoterBlockFields } from "../../shared/schemas/blocks.ts";
import { BlockContainer } from "../components/BlockContainer.tsx";
import { CmsImage } from "../components/CmsImage.tsx";
import type { BlockProps } from "./block-props.ts";
import { Link } from "../components/Link.tsx";
import { useLingui } from "@lingui/react";
import "./PagePromoterBlock.css";

export function PagePromoterBlock({ block }: BlockProps<PagePromoterBlockFields>) {
  const fields = block;
  const { i18n } = useLingui();
  return (
    <BlockContainer width="narrow">
      <article className="page-promoter-block">
        {fields.image ? (
          <CmsImage
            image={fields.image}
            decorative
            sizes="(min-width: 768px) 40vw, 100vw"
            className="page-promoter-block__image"
          />
        ) : null}
        <div className="page-promoter-block__text">
          <h2 className="page-promoter-block__title">
            {/* One link named by the title; its ::after stretches over the card (no nested links). */}
            <Link href={fields.linkUrl} openInNewTab={fields.openInNewTab} className="page-promoter-block__link">
              {fields.title}
            </Link>
          </h2>
          {fields.subtitle ? <p className="page-promoter-block__subtitle">{fields.subtitle}</p> : null}
          <span className="page-promoter-block__cta" aria-hidden="true">
            {fields.ctaText ?? i18n._("blocks.page-promoter.read-more")} →
          </span>
        </div>
      </article>
    </BlockContainer>
  );
}
