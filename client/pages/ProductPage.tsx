// product: a product page model, drawn as the package layout or the standard layout (spec 001
// §2 "Product page"); custom tablets have their own page module (CustomTabletPage).
import type { ProductPageFields } from "../../shared/schemas/catalogue.ts";
import type { PageProps } from "./page-props.ts";
import { productLayout } from "./product/product-meta.ts";
import { ProductLayout } from "./product/ProductLayout.tsx";

export function ProductPage({ model }: PageProps<ProductPageFields>) {
  const { product, productPageMetadata } = model;
  return <ProductLayout product={product} metadata={productPageMetadata} isPackage={productLayout(product) === "package"} />;
}
