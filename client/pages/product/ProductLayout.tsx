// The standard and package product layouts (spec 001 §2): top content, breadcrumbs, the product
// header (pictures and summary, over the page's background image) and its wave, label icons, included
// items, info sections, bottom content, the page's end (related products and items, the testimonial),
// reviews and the JSON-LD.
import { imageSources } from "../../components/image-sources.ts";
import type { Product } from "../../../shared/schemas/catalogue.ts";
import { useStorefront } from "../../app/storefront-context.ts";
import { Breadcrumbs } from "../../components/Breadcrumbs.tsx";
import { ContentArea } from "../../components/ContentArea.tsx";
import { LazyProductPageEnd } from "./LazyProductPageEnd.tsx";
import { ProductDescription } from "./ProductDescription.tsx";
import { brandNames, productImages } from "./product-meta.ts";
import {
  LazyImageCarousel,
  LazyIncludedItems,
  LazyInfoPanels,
  LazyLabelIcons,
  LazyProductJsonLd,
  LazyReviewsPanel,
} from "./product-parts.tsx";
import type { ProductPageMetadata } from "./product-page-types.ts";
import { ProductSummary } from "./ProductSummary.tsx";
import { useSelectedVariation } from "./useSelectedVariation.ts";
import "./ProductPage.css";
// The page's end loads its code lazily but not its styles: the server renders it, styled from the start.
import "../../components/PromoterCard.css";
import "../../components/product/ProductCard.css";
import "../../components/product/RelatedProducts.css";
import "./ProductPageEnd.css";

export interface ProductLayoutProps {
  product: Product;
  metadata: ProductPageMetadata;
  isPackage: boolean;
}

export function ProductLayout({ product, metadata, isPackage }: ProductLayoutProps) {
  const { origin } = useStorefront();
  const { variation, select } = useSelectedVariation(product);
  const images = productImages(product, variation);
  const shownImages = metadata.useImageCarousel ? images : images.slice(0, 1);
  const url = new URL(variation.url, origin).href;
  const descriptionInHeader = metadata.productDescriptionLocation === "header";
  const description = <ProductDescription product={product} variation={variation} withHeading={!descriptionInHeader} />;
  const reviews = {
    productName: product.displayName,
    brand: brandNames(variation),
    productId: product.code,
    productUrl: url,
    imageUrl: images[0] ? new URL(images[0].url, origin).href : "",
  };
  return (
    <article
      className={`page page--product product-page${isPackage ? " product-page--package" : ""}`}
      data-sku={variation.code}
      data-product-id={product.code}
    >
      <ContentArea blocks={product.topContentArea} />
      <div className="page__container product-page__main">
        <Breadcrumbs />
        <div className={headerBandClass(metadata)}>
          {metadata.backgroundImageUrl ? (
            // The band's backdrop covers more of the first screen than the product's picture: it is
            // the page's largest paint, fetched first with it.
            <img
              className="product-band__backdrop"
              {...imageSources(metadata.backgroundImageUrl, "banner")}
              alt=""
              decoding="async"
              fetchPriority="high"
            />
          ) : null}
          <div className="product-header">
            <div className="product-header__media">
              <LazyImageCarousel
                variationCode={variation.code}
                images={shownImages}
                name={variation.name || product.displayName}
              />
            </div>
            <ProductSummary
              product={product}
              variation={variation}
              isPackage={isPackage}
              hideSubtitle={metadata.hideProductSubtitle}
              onSelect={select}
              description={descriptionInHeader ? description : undefined}
              reviews={<LazyReviewsPanel widget={reviews} reviews={product.reviews} />}
            />
          </div>
          <div className="product-wave" aria-hidden="true" />
        </div>
        <LazyLabelIcons labels={product.labels} />
        {descriptionInHeader ? null : description}
        {isPackage ? <LazyIncludedItems variationCode={variation.code} items={variation.includedItems} /> : null}
        <LazyInfoPanels product={product} variation={variation} metadata={metadata} />
      </div>
      <ContentArea blocks={product.bottomContentArea} leads={false} />
      <LazyProductPageEnd product={product} metadata={metadata} isPackage={isPackage} />
      <LazyProductJsonLd product={product} variation={variation} images={images} url={url} origin={origin} />
    </article>
  );
}

/** The header's band: over the background image when there is one, in the light font when asked. */
function headerBandClass({ backgroundImageUrl, inverseProductHeaderFontColor }: ProductPageMetadata) {
  if (!backgroundImageUrl) return "product-band";
  // The light font only over an image: on the page's own light background it would be unreadable.
  return `product-band product-band--backdrop${inverseProductHeaderFontColor ? " product-band--inverse" : ""}`;
}
