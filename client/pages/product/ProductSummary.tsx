// The product header's text column: badges, name, short description, reviews button, price block,
// pickers and add to cart.
import type { ReactNode } from "react";
import type { Product, Variation } from "../../../shared/schemas/catalogue.ts";
import { ButtonLink } from "../../components/ButtonLink.tsx";
import { ProductBadges } from "../../components/product/ProductBadges.tsx";
import { useLingui } from "@lingui/react";
import { AddToCartForm } from "./AddToCartForm.tsx";
import { PriceBlock } from "./PriceBlock.tsx";
import { StockIndicator } from "./StockIndicator.tsx";
import { VariationPickers } from "./VariationPickers.tsx";

export interface ProductSummaryProps {
  product: Product;
  variation: Variation;
  isPackage: boolean;
  hideSubtitle: boolean;
  /** Whether the summary holds the colour and size pickers (a CMS product page has blocks for them). */
  pickers?: boolean;
  onSelect: (variation: Variation) => void;
  /** The description, when the page shows it in the header. */
  description?: ReactNode;
  reviews: ReactNode;
}

export function ProductSummary({
  product,
  variation,
  isPackage,
  hideSubtitle,
  pickers = !isPackage,
  onSelect,
  description,
  reviews,
}: ProductSummaryProps) {
  const shortDescription = variation.shortDescription ?? product.shortTitle;
  // Packages show their price whether or not they can be bought (spec 001 §2 package layout).
  const showPrice = isPackage || variation.isBuyable;
  return (
    <div className="product-summary">
      <ProductBadges tags={product.tags} />
      <h1 className="product-summary__name">{variation.name || product.displayName}</h1>
      {!hideSubtitle && shortDescription ? <p className="product-summary__lead">{shortDescription}</p> : null}
      {description}
      {reviews}
      {showPrice ? <PriceBlock variation={variation} /> : <NotBuyable variation={variation} />}
      {pickers ? <VariationPickers product={product} variation={variation} onSelect={onSelect} /> : null}
      <AddToCartForm variation={variation} displayName={variation.name || product.displayName} />
      <ProductCallToAction product={product} />
    </div>
  );
}

/** The product's own call to action (spec 001 §3), when it has both a link and words. */
function ProductCallToAction({ product }: { product: Product }) {
  const { callToActionLink: href, callToActionLinkText: text, openCtaInNewWindow } = product;
  if (!href || !text) return null;
  return (
    <ButtonLink href={href} variant="secondary" openInNewTab={openCtaInNewWindow}>
      {text}
    </ButtonLink>
  );
}

/** Without the price block, the shopper still learns why the product cannot be bought. */
function NotBuyable({ variation }: { variation: Variation }) {
  const { i18n } = useLingui();
  if (!variation.inStock || variation.inStockQuantity <= 0) return <StockIndicator inStock={false} quantity={0} />;
  return <p className="product-summary__unavailable">{i18n._("product.unavailable")}</p>;
}
