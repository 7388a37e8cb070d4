// A page of product cards (category and search lists): records view_item_list once per shown page,
// with positions counted across pages so select_item and view_item carry the shopper's real position.
import { useEffect } from "react";
import type { ProductCard as ProductCardModel } from "../../../shared/schemas/catalogue.ts";
import { sendShopEvent } from "../../analytics/send-shop-event.ts";
import { ProductCard } from "../product/ProductCard.tsx";
import "./ProductGrid.css";

export interface ProductGridProps {
  cards: readonly ProductCardModel[];
  list: { id: string; name: string };
  /** Position of the first card in the whole listing (page offset). */
  offset: number;
  /**
   * Whether the grid leads its page (nothing with a picture above it): its first card's picture is
   * then the likely largest paint, fetched first, and the rest of a first row's pictures eagerly.
   */
  leads: boolean;
}

/** Cards whose pictures load eagerly in a leading grid: a wide screen's first row. */
const EAGER_CARDS = 4;

function pictureOf(index: number, leads: boolean) {
  if (!leads) return "lazy";
  return index === 0 ? "lead" : index < EAGER_CARDS ? "eager" : "lazy";
}

export function ProductGrid({ cards, list, offset, leads }: ProductGridProps) {
  const signature = cards.map((card) => card.code).join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per shown page of products, not per render's new array.
  useEffect(() => {
    sendShopEvent((events) => events.trackViewItemList(cards, list, offset));
  }, [signature, list.id, offset]);

  return (
    <ul className="product-grid">
      {cards.map((card, index) => (
        <li key={card.code} className="product-grid__item">
          <ProductCard card={card} index={offset + index} list={list} showAddToCart picture={pictureOf(index, leads)} />
        </li>
      ))}
    </ul>
  );
}
