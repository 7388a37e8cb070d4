// Related products as product cards, reported once as the related-products list (view_item_list);
// following one sends select_item and related_product_click.
import { useEffect } from "react";
import type { ProductCard as ProductCardModel } from "../../../shared/schemas/catalogue.ts";
import { trackRelatedProductClick, trackViewItemList } from "../../analytics/shop-events.ts";
import { ProductCard } from "../../components/product/ProductCard.tsx";
import { useLingui } from "@lingui/react";
import type { RelatedDisplay } from "./product-page-types.ts";

/** Analytics names the list in one language, so reports group it across languages. */
const RELATED_LIST = { id: "related-products", name: "Related products" };

export function RelatedProducts({ cards, display }: { cards: ProductCardModel[]; display: RelatedDisplay }) {
  const { i18n } = useLingui();
  const codes = cards.map((card) => card.code).join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: one event per distinct list, not per render.
  useEffect(() => trackViewItemList(cards, RELATED_LIST), [codes]);
  if (!cards.length) return null;
  return (
    <section className="related page__container" aria-labelledby="related-products-heading">
      <h2 id="related-products-heading">{i18n._("product.related.heading")}</h2>
      <ul className={`related__list related__list--${display}`}>
        {cards.map((card, index) => (
          <li key={card.code}>
            {/* The compact list leaves adding to the product's own page. */}
            <ProductCard
              card={card}
              index={index}
              list={RELATED_LIST}
              showAddToCart={display === "cards"}
              onSelect={() => trackRelatedProductClick(card, index, RELATED_LIST)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
