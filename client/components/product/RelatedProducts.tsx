// Related products as product cards (a product page's, a recipe's, a recipe search's), reported once
// per list as view_item_list; following one sends select_item and related_product_click. The compact
// list display leaves adding to the cart to the product's own page.
import { type ReactNode, useEffect, useId } from "react";
import type { ProductCard as ProductCardModel } from "../../../shared/schemas/catalogue.ts";
import { sendShopEvent } from "../../analytics/send-shop-event.ts";
import { ProductCard } from "./ProductCard.tsx";
import "./RelatedProducts.css";

export interface RelatedProductsProps {
  cards: readonly ProductCardModel[];
  display: "cards" | "list";
  heading: ReactNode;
  /** The list analytics names; its name is in one language, so reports group it across languages. */
  list: { id: string; name: string };
  className?: string;
}

export function RelatedProducts({ cards, display, heading, list, className = "page__container" }: RelatedProductsProps) {
  const headingId = useId();
  const codes = cards.map((card) => card.code).join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: one event per distinct list, not per render.
  useEffect(() => sendShopEvent((events) => events.trackViewItemList(cards, list)), [codes]);
  if (!cards.length) return null;
  return (
    <section className={`related ${className}`} aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <ul className={`related__list related__list--${display}`}>
        {cards.map((card, index) => (
          <li key={card.code}>
            <ProductCard
              card={card}
              index={index}
              list={list}
              showAddToCart={display === "cards"}
              onSelect={() => sendShopEvent((events) => events.trackRelatedProductClick(card, index, list))}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
