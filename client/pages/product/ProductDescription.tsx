// The product's description: the CMS rich text when there is one, else the plain text.
import type { Product, Variation } from "../../../shared/schemas/catalogue.ts";
import { RichText } from "../../components/RichText.tsx";
import { useLingui } from "@lingui/react";

export function ProductDescription({
  product,
  variation,
  withHeading,
}: {
  product: Product;
  variation: Variation;
  withHeading: boolean;
}) {
  const { i18n } = useLingui();
  const text = variation.description ?? product.description;
  if (!product.xhtmlDescription && !text) return null;
  return (
    <section className="product-description" aria-label={withHeading ? undefined : i18n._("product.section.description")}>
      {withHeading ? <h2>{i18n._("product.section.description")}</h2> : null}
      {product.xhtmlDescription ? <RichText html={product.xhtmlDescription} /> : <p>{text}</p>}
    </section>
  );
}
