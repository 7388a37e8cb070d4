// Content related to a product (articles, recipes, guides) as promoter cards: a grid of cards, or
// picture-beside-text rows in the list display.
import type { RelatedItem } from "../../../shared/schemas/catalogue.ts";
import { PromoterCard } from "../../components/PromoterCard.tsx";
import { useLingui } from "@lingui/react";
import type { RelatedDisplay } from "./product-page-types.ts";

export function RelatedItems({ items, display }: { items: RelatedItem[]; display: RelatedDisplay }) {
  const { i18n } = useLingui();
  if (!items.length) return null;
  return (
    <section className="related page__container" aria-labelledby="related-items-heading">
      <h2 id="related-items-heading">{i18n._("product.related-items.heading")}</h2>
      <ul className={`related__list related__list--${display}`}>
        {items.map((item) => (
          <li key={item.url}>
            <PromoterCard
              title={item.title}
              url={item.url}
              subtitle={item.description}
              image={item.image}
              headingLevel={3}
              layout={display === "list" ? "side" : "stacked"}
              preset={display === "list" ? "half" : "small"}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
