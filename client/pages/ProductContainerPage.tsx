// product-container: the catalogue node above products, such as a collection. Its
// products' cards as the category listing shows them (add to cart included, reported as a list),
// then the editor's content area; an ItemList of the products for search engines.
import { useLingui } from "@lingui/react";
import type { ProductContainerPageFields } from "../../shared/schemas/product-lists.ts";
import { useStorefront } from "../app/storefront-context.ts";
import { ContentArea } from "../components/ContentArea.tsx";
import { passesTheLead } from "../components/lead-block.ts";
import { JsonLd } from "../components/JsonLd.tsx";
import { ProductGrid } from "../components/listing/ProductGrid.tsx";
import type { PageProps } from "./page-props.ts";
import { itemListJsonLd } from "./products/item-list-json-ld.ts";
import { ProductsHeader } from "./products/ProductsHeader.tsx";
import "./products/ProductsPages.css";
import { countValues } from "../../shared/rules/locale.ts";

export function ProductContainerPage({ model }: PageProps<ProductContainerPageFields>) {
  const { i18n } = useLingui();
  const { origin } = useStorefront();
  const headingId = `product-container-${model.contentLink.id}-products`;
  return (
    <div className="page page--product-container">
      <ContentArea blocks={model.topContentArea} />
      <div className="page__container">
        <ProductsHeader model={model} heading={model.heading} description={model.description} />
        <section className="product-container__products" aria-labelledby={headingId}>
          <h2 id={headingId} className="product-container__count">
            {i18n._("listing.result-count", countValues(model.products.length, i18n.locale))}
          </h2>
          {model.products.length ? (
            <ProductGrid
              cards={model.products}
              list={{ id: `product-container-${model.contentLink.id}`, name: model.name }}
              offset={0}
              leads={passesTheLead(model.topContentArea)}
            />
          ) : (
            <p>{i18n._("products.container.empty")}</p>
          )}
        </section>
      </div>
      <ContentArea blocks={model.mainContentArea} leads={false} />
      <ContentArea blocks={model.bottomContentArea} leads={false} />
      {model.products.length ? (
        <JsonLd data={itemListJsonLd({ name: model.heading ?? model.name, url: model.url, cards: model.products, origin })} />
      ) : null}
    </div>
  );
}
