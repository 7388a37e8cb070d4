// JSON-LD Product with its offer, and its aggregate rating when it has reviews, for search engines.
import { BEST_RATING, WORST_RATING } from "../../../shared/rules/review-summary.ts";
import { DEFAULT_CURRENCY } from "../../../shared/site-defaults.ts";
import { currencyOf } from "../../../shared/markets.ts";
import { useStorefront } from "../../app/storefront-context.ts";
import { JsonLd } from "../../components/JsonLd.tsx";
import type { Product, Variation } from "../../../shared/schemas/catalogue.ts";
import type { Image } from "../../../shared/schemas/page-model.ts";
import { brandNames } from "./product-meta.ts";

export interface ProductJsonLdProps {
  product: Product;
  variation: Variation;
  images: Image[];
  /** Absolute URL of the variation. */
  url: string;
  origin: string;
  /** The currency of the shopper's market, which the prices are in. */
  currency?: string;
}

export function productJsonLd({ product, variation, images, url, origin, currency = DEFAULT_CURRENCY }: ProductJsonLdProps) {
  const brand = brandNames(variation);
  const { count, average } = product.reviews;
  const price =
    variation.hasDiscountedPrice && variation.discountedPrice != null ? variation.discountedPrice : variation.placedPrice;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: variation.name || product.displayName,
    sku: variation.code,
    productID: product.code,
    ...(variation.shortDescription || product.description
      ? { description: variation.shortDescription ?? product.description }
      : {}),
    ...(brand ? { brand: { "@type": "Brand", name: brand } } : {}),
    image: images.map((image) => new URL(image.url, origin).href),
    offers: {
      "@type": "Offer",
      url,
      price: price.toFixed(2),
      priceCurrency: currency,
      availability: variation.isBuyable && variation.inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
    },
    // Only a product with reviews has a rating; search engines reject an aggregateRating of zero reviews.
    ...(count > 0 && average !== null
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: average,
            reviewCount: count,
            bestRating: BEST_RATING,
            worstRating: WORST_RATING,
          },
        }
      : {}),
  };
}

export function ProductJsonLd(props: ProductJsonLdProps) {
  const currency = currencyOf(useStorefront().market);
  return <JsonLd data={productJsonLd({ currency, ...props })} />;
}
