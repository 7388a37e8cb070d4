// The product's collapsible information sections (spec 001 §2): ingredients, allergens, suitable
// for, diets, nutrition, additional details and shipping (catalogue texts are plain text). With noProductDetailsAccordion every
// section stays open.
import type { I18n } from "@lingui/core";
import type { ReactNode } from "react";
import type { Product, Variation } from "../../../shared/schemas/catalogue.ts";
import { Accordion, type AccordionItem } from "../../components/Accordion.tsx";
import { useLingui } from "@lingui/react";
import { AllergenList, PropertyList, shownEntries } from "./AllergenList.tsx";
import { hasNutrition, NutritionTable } from "./NutritionTable.tsx";
import type { ProductPageMetadata } from "./product-page-types.ts";
import "./InfoPanels.css";

export interface InfoPanelsProps {
  product: Product;
  variation: Variation;
  metadata: ProductPageMetadata;
}

export function InfoPanels({ product, variation, metadata }: InfoPanelsProps) {
  const { i18n } = useLingui();
  const items = infoSections(product, variation, metadata, i18n);
  if (!items.length) return null;
  return (
    <section className="product-info" aria-labelledby="product-info-heading">
      <h2 id="product-info-heading" className={metadata.hideProductDetailsTitle ? "visually-hidden" : "product-info__title"}>
        {i18n._("product.section.details")}
      </h2>
      {metadata.noProductDetailsAccordion ? (
        items.map((item) => (
          <section key={item.title} className="product-info__section">
            <h3>{item.title}</h3>
            {item.content}
          </section>
        ))
      ) : (
        <Accordion items={items} headingTag="h3" className="product-info__accordion" />
      )}
    </section>
  );
}

function infoSections(product: Product, variation: Variation, metadata: ProductPageMetadata, i18n: I18n): AccordionItem[] {
  const ingredients = variation.ingredients ?? product.ingredients;
  const allergens = variation.allergens ?? product.allergens;
  const suitableFor = variation.suitableFor ?? product.suitableFor;
  const diets = variation.diets ?? product.diets;
  const nutrition = hasNutrition(variation) ? variation : product;
  const sections: Array<[boolean, string, () => ReactNode]> = [
    [!!ingredients, i18n._("product.section.ingredients"), () => <p className="product-info__text">{ingredients}</p>],
    [
      !metadata.hideAllergens && shownEntries(allergens).length > 0,
      i18n._("product.section.allergens"),
      () => <AllergenList allergens={allergens!} />,
    ],
    [
      !metadata.hideSuitables && shownEntries(suitableFor).some((e) => e.value === "1"),
      i18n._("product.section.suitable-for"),
      () => <PropertyList property={suitableFor!} />,
    ],
    [
      !metadata.hideDiets && shownEntries(diets).some((e) => e.value === "1"),
      i18n._("product.section.diets"),
      () => <PropertyList property={diets!} />,
    ],
    [hasNutrition(nutrition), i18n._("product.section.nutrition"), () => <NutritionTable nutrition={nutrition} />],
    ...product.additionalProductDetails.map((detail): [boolean, string, () => ReactNode] => [
      true,
      detail.title,
      () => <p className="product-info__text">{detail.content}</p>,
    ]),
    [!!product.shipping, i18n._("product.section.shipping"), () => <p className="product-info__text">{product.shipping}</p>],
  ];
  return sections.filter(([shown]) => shown).map(([, title, content]) => ({ title, content: content() }));
}
