// The custom tablet product page (spec 001 §2 "Custom tablet designer"): the product's heading and
// description around the designer, with the page's content areas and the product's JSON-LD; the
// designer and the JSON-LD are parts that hydrate on their own (designer-parts.tsx).
import type { Product } from "../../../../shared/schemas/catalogue.ts";
import type { PageModel } from "../../../../shared/schemas/page-model.ts";
import { useTrackViewItem } from "../../../analytics/useTrackViewItem.ts";
import { useStorefront } from "../../../app/storefront-context.ts";
import { Breadcrumbs } from "../../../components/Breadcrumbs.tsx";
import { ContentArea } from "../../../components/ContentArea.tsx";
import { productImages } from "../product-meta.ts";
import { LazyTabletDesigner, LazyTabletJsonLd } from "./designer-parts.tsx";
import { tabletFlavours } from "./tablet-form-values.ts";
import "./CustomTabletDesigner.css";

export function CustomTabletDesigner({ model, product }: { model: PageModel; product: Product }) {
  const { origin } = useStorefront();
  const variation = tabletFlavours(product)[0] ?? product.variations[0];
  // On first view the product-view event carries the product and the flavour the designer starts with.
  useTrackViewItem(product, variation);
  return (
    <article className="page page--product tablet-designer-page" data-product-id={product.code}>
      <ContentArea blocks={product.topContentArea} />
      <div className="page__container">
        <Breadcrumbs />
        <h1>{product.displayName}</h1>
        {product.description ? <p className="tablet-designer-page__description">{product.description}</p> : null}
        <LazyTabletDesigner model={model} product={product} />
      </div>
      <ContentArea blocks={product.bottomContentArea} leads={false} />
      {variation ? (
        <LazyTabletJsonLd
          product={product}
          variation={variation}
          images={productImages(product, variation)}
          url={new URL(variation.url, origin).href}
          origin={origin}
        />
      ) : null}
    </article>
  );
}
