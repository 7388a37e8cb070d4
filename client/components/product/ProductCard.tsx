// A product in a list (spec 001 §3 product card), as pages and blocks place it. The worker renders the
// card with the page; the browser hydrates each card from the card's own chunk once the card comes
// near the screen, is touched or focused, so a page of cards does not carry their
// price, badge and add-to-cart code in its first load. A click on a card before then is held and
// given to it once it is live. Its styles come with this module, so the card is styled from the first paint.
import type { ComponentProps } from "react";
import { withCatalogParts } from "../../i18n/i18n.ts";
import { ServerRenderedPart, serverRenderedPart } from "../../registry/server-rendered-part.tsx";
import type { ProductCardView } from "./ProductCardView.tsx";
import "./ProductCard.css";
import "./PriceDisplay.css";
import "./ProductBadges.css";
import "./AddToCartButton.css";

export type ProductCardProps = ComponentProps<typeof ProductCardView>;

// A card shows the cards part of the catalog wherever it is placed (on most pages it is already there).
const productCard = serverRenderedPart<ProductCardProps>(
  ["ProductCardView", withCatalogParts(["cards"], () => import("./ProductCardView.tsx"))],
  { loads: "when-near" },
);

export function ProductCard(props: ProductCardProps) {
  return <ServerRenderedPart part={productCard} props={props} />;
}
