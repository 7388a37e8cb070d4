// schema.org ItemList of product cards (the product container's products, the products page's lists):
// each product's place, name and absolute address, which search engines read as a list of products.
import type { ProductCard } from "../../../shared/schemas/catalogue.ts";

export function itemListJsonLd({
  name,
  url,
  cards,
  origin,
}: {
  name: string;
  url: string;
  cards: readonly ProductCard[];
  origin: string;
}) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    url: new URL(url, origin).href,
    numberOfItems: cards.length,
    itemListElement: cards.map((card, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: card.displayName,
      url: new URL(card.url, origin).href,
    })),
  };
}
