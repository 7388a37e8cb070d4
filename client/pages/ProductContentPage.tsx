// product-page (spec 000 §2, 001 §2): a CMS page presenting one catalogue product. Its header is the
// product's (picture, name, price, add to cart, the product's call to action) for the variation the
// address's ?code names; the editor's blocks follow, among them the colour and size selectors that
// choose it (variant selector blocks), then the page's body. Without a product it is a content page.
import type { Product } from "../../shared/schemas/catalogue.ts";
import type { ProductContentPageFields } from "../../shared/schemas/product-content.ts";
import { Breadcrumbs } from "../components/Breadcrumbs.tsx";
import { ContentArea } from "../components/ContentArea.tsx";
import { passesTheLead } from "../components/lead-block.ts";
import { PageIntro } from "../components/PageIntro.tsx";
import { RichText } from "../components/RichText.tsx";
import type { PageProps } from "./page-props.ts";
import { productImages } from "./product/product-meta.ts";
import { LazyImageCarousel } from "./product/product-parts.tsx";
import { ProductSummary } from "./product/ProductSummary.tsx";
import { useSelectedVariation } from "./product/useSelectedVariation.ts";
import "./product/ProductPage.css";

export function ProductContentPage({ model }: PageProps<ProductContentPageFields>) {
  const { product } = model;
  return (
    <article className="page page--product-content">
      <ContentArea blocks={model.topContentArea} />
      <div className="page__container">
        <Breadcrumbs />
        {product ? (
          <ProductHeader product={product} intro={model.mainIntro} />
        ) : (
          <PageIntro title={model.name} intro={model.mainIntro} />
        )}
      </div>
      <ContentArea blocks={model.mainContentArea} leads={!product && passesTheLead(model.topContentArea)} />
      {model.mainBody ? (
        <div className="page__container">
          <RichText html={model.mainBody} className="page__body" />
        </div>
      ) : null}
      <ContentArea blocks={model.bottomContentArea} leads={false} />
    </article>
  );
}

function ProductHeader({ product, intro }: { product: Product; intro: string | null }) {
  const { variation, select } = useSelectedVariation(product);
  const [picture] = productImages(product, variation);
  return (
    <div className="product-header">
      <div className="product-header__media">
        <LazyImageCarousel
          variationCode={variation.code}
          images={picture ? [picture] : []}
          name={variation.name || product.displayName}
        />
      </div>
      <ProductSummary
        product={product}
        variation={variation}
        isPackage={false}
        pickers={false}
        hideSubtitle={false}
        onSelect={select}
        description={intro ? <p className="product-summary__lead">{intro}</p> : undefined}
        reviews={null}
      />
    </div>
  );
}
