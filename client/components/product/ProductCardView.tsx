// A product in a list (spec 001 §3 product card): image, name linking to the product (recording
// select_item with its list position), badges, price and an optional add-to-cart button. Placed by
// ProductCard.tsx, which imports its styles; this is the code a card hydrates from.
import { imageSources } from "../image-sources.ts";
import type { ProductCard as ProductCardModel } from "../../../shared/schemas/catalogue.ts";
import { sendShopEvent } from "../../analytics/send-shop-event.ts";
import { useLingui } from "@lingui/react";
import { useAddToCart } from "../../shop/cart/useAddToCart.ts";
import { Link } from "../Link.tsx";
import { AddToCartButton } from "./AddToCartButton.tsx";
import { PriceDisplay } from "./PriceDisplay.tsx";
import { ProductBadges } from "./ProductBadges.tsx";

export interface ProductCardProps {
  card: ProductCardModel;
  /** Position in the list, from 0 (sent with select_item and remembered for view_item). */
  index: number;
  list: { id: string; name: string };
  showAddToCart?: boolean;
  headingLevel?: 2 | 3 | 4;
  /**
   * How the picture loads: "lead" for the card likely to be its page's largest paint (eager and with
   * high priority), "eager" for cards likely above the fold, lazily otherwise.
   */
  picture?: "lead" | "eager" | "lazy";
  /** Called beside select_item when the shopper follows the card's link (e.g. a related-product click). */
  onSelect?: () => void;
}

export function ProductCardView({
  card,
  index,
  list,
  showAddToCart = false,
  headingLevel = 3,
  picture = "lazy",
  onSelect,
}: ProductCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="product-card" data-product-id={card.code}>
      <div className="product-card__media">
        {card.imageUrl ? (
          <img
            className="product-card__image"
            {...imageSources(card.imageUrl, "square-small")}
            alt=""
            width={400}
            height={400}
            loading={picture === "lazy" ? "lazy" : "eager"}
            fetchPriority={picture === "lead" ? "high" : undefined}
            decoding="async"
          />
        ) : null}
        <ProductBadges tags={card.tags} className="product-card__badges" />
      </div>
      <div className="product-card__body">
        <Heading className="product-card__name">
          <Link
            href={card.url}
            className="product-card__link"
            onClick={() => {
              sendShopEvent((events) => events.trackSelectItem(card, index, list));
              onSelect?.();
            }}
          >
            {card.displayName}
          </Link>
        </Heading>
        {card.brands.length ? <p className="product-card__brand">{card.brands.join(", ")}</p> : null}
        <PriceDisplay price={card} pieces={card.pieces} showPerKilo />
        <PreviousPriceNote card={card} />
        {showAddToCart ? <CardAddToCart card={card} /> : null}
      </div>
    </article>
  );
}

function PreviousPriceNote({ card }: { card: ProductCardModel }) {
  const { i18n } = useLingui();
  if (!card.hasDiscountedPrice || !card.previousPrice) return null;
  return (
    <p className="product-card__previous">
      {i18n._("product.price.previous", { price: card.previousPrice.priceIncludingTaxString })}
    </p>
  );
}

function CardAddToCart({ card }: { card: ProductCardModel }) {
  const { i18n } = useLingui();
  const addToCart = useAddToCart();
  return (
    <div className="product-card__actions">
      <AddToCartButton
        compact
        loading={addToCart.isPending}
        onPrepare={addToCart.prepare}
        disabled={card.disableAddToCart || !card.isBuyable}
        ariaLabel={i18n._("product.add-to-cart-named", { name: card.displayName })}
        onAdd={() => addToCart.mutate({ code: card.firstVariationCode, quantity: 1, displayName: card.displayName })}
      />
    </div>
  );
}
