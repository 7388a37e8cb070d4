// products-page: a page that lists products, as spec 001 §2 found it unfinished: the
// editor's heading, lead and description (instead of a fixed demo text) over the main content area,
// where product lists blocks (and any other block) go. Their products make an ItemList for search engines.
import type { ProductCard } from "../../shared/schemas/catalogue.ts";
import type { Block } from "../../shared/schemas/page-model.ts";
import type { ProductListsBlockFields, ProductsPageFields } from "../../shared/schemas/product-lists.ts";
import { moduleNameOf } from "../../shared/rules/content-type.ts";
import { useStorefront } from "../app/storefront-context.ts";
import { ContentArea } from "../components/ContentArea.tsx";
import { passesTheLead } from "../components/lead-block.ts";
import { JsonLd } from "../components/JsonLd.tsx";
import type { PageProps } from "./page-props.ts";
import { itemListJsonLd } from "./products/item-list-json-ld.ts";
import { ProductsHeader } from "./products/ProductsHeader.tsx";
import "./products/ProductsPages.css";

/** The products of the page's product lists, each once, in the order the page shows them. */
function listedProducts(blocks: readonly Block[]): ProductCard[] {
  const seen = new Map<string, ProductCard>();
  for (const block of blocks) {
    if (moduleNameOf(block.contentType) !== "product-lists-block" || "invalidBlock" in block) continue;
    for (const card of (block as Block & ProductListsBlockFields).products) if (!seen.has(card.code)) seen.set(card.code, card);
  }
  return [...seen.values()];
}

export function ProductsPage({ model }: PageProps<ProductsPageFields>) {
  const { origin } = useStorefront();
  const products = listedProducts([...model.topContentArea, ...model.mainContentArea, ...model.bottomContentArea]);
  return (
    <div className="page page--products">
      <ContentArea blocks={model.topContentArea} />
      <div className="page__container">
        <ProductsHeader model={model} heading={model.heading} description={model.description} />
      </div>
      <ContentArea
        blocks={model.mainContentArea}
        className="products-page__content"
        leads={passesTheLead(model.topContentArea)}
      />
      <ContentArea blocks={model.bottomContentArea} leads={passesTheLead(model.topContentArea, model.mainContentArea)} />
      {products.length ? (
        <JsonLd data={itemListJsonLd({ name: model.heading ?? model.name, url: model.url, cards: products, origin })} />
      ) : null}
    </div>
  );
}
