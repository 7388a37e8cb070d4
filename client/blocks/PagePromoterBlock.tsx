// page-promoter-block: a card promoting another page; the whole card is one link target.
import type { PagePromoterBlockFields } from "../../shared/schemas/blocks.ts";
import { BlockContainer } from "../components/BlockContainer.tsx";
import { PromoterCard } from "../components/PromoterCard.tsx";
import type { BlockProps } from "./block-props.ts";

export function PagePromoterBlock({ block }: BlockProps<PagePromoterBlockFields>) {
  return (
    <BlockContainer width="narrow">
      <PromoterCard
        title={block.title}
        url={block.linkUrl}
        subtitle={block.subtitle}
        image={block.image}
        ctaText={block.ctaText}
        openInNewTab={block.openInNewTab}
        preset="half"
      />
    </BlockContainer>
  );
}
