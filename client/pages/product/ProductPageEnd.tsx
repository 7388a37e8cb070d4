// The end of a product page, below the fold: related products, related items and the testimonial
// (the standard layout's band, the package layout's closing widget). Loaded as a module of its own
// (LazyProductPageEnd.tsx), so its code is not part of the page's first load.
import type { Product } from "../../../shared/schemas/catalogue.ts";
import type { ProductPageMetadata } from "./product-page-types.ts";
import { useLingui } from "@lingui/react";
import { RelatedProducts } from "../../components/product/RelatedProducts.tsx";
import { RelatedItems } from "./RelatedItems.tsx";
import { TestimonialBand } from "./TestimonialBand.tsx";

export interface ProductPageEndProps {
  product: Pick<Product, "relatedProducts" | "relatedItems" | "testimonial">;
  metadata: Pick<ProductPageMetadata, "relatedProductsDisplayOption" | "relatedItemsDisplayOption">;
  isPackage: boolean;
}

/** Analytics names the list in one language, so reports group it across languages. */
const RELATED_LIST = { id: "related-products", name: "Related products" };

export function ProductPageEnd({ product, metadata, isPackage }: ProductPageEndProps) {
  const { i18n } = useLingui();
  return (
    <>
      <RelatedProducts
        cards={product.relatedProducts}
        display={metadata.relatedProductsDisplayOption}
        heading={i18n._("product.related.heading")}
        list={RELATED_LIST}
      />
      <RelatedItems items={product.relatedItems} display={metadata.relatedItemsDisplayOption} />
      {product.testimonial ? <TestimonialBand testimonial={product.testimonial} variant={isPackage ? "widget" : "band"} /> : null}
    </>
  );
}
