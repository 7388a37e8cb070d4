// product-lists-block: product cards an editor chose, by code or by category, as the
// category listing shows them (add to cart included), under an optional title; view_item_list and
// select_item report them as a list of their own. A category's list links to the whole category.
import { useLingui } from "@lingui/react";
import type { ProductListsBlockFields } from "../../shared/schemas/product-lists.ts";
import { BlockContainer } from "../components/BlockContainer.tsx";
import { useBlockTitle } from "../components/BlockTitle.tsx";
import { Link } from "../components/Link.tsx";
import { ProductGrid } from "../components/listing/ProductGrid.tsx";
import { useIsLeadBlock } from "../components/lead-block.ts";
import type { BlockProps } from "./block-props.ts";
import "./ProductListsBlock.css";

export function ProductListsBlock({ block }: BlockProps<ProductListsBlockFields>) {
  const { i18n } = useLingui();
  const leads = useIsLeadBlock();
  const title = useBlockTitle(block.title, block.headingLevel, { className: "product-lists-block__title" });
  if (!block.products.length) return null;
  // Reports group a list by the CMS's name for the block (one per block, whatever the page's language).
  const cmsName = typeof block.name === "string" ? block.name : null;
  const list = { id: `product-list-${block.contentLink.id}`, name: cmsName ?? block.title ?? "Product list" };
  return (
    <BlockContainer>
      <section className="product-lists-block" {...title.nameProps}>
        {title.heading}
        <ProductGrid cards={block.products} list={list} offset={0} leads={leads} />
        {block.categoryUrl && block.categoryName ? (
          <p className="product-lists-block__all">
            <Link href={block.categoryUrl}>{i18n._("blocks.product-lists.see-all", { category: block.categoryName })}</Link>
          </p>
        ) : null}
      </section>
    </BlockContainer>
  );
}
