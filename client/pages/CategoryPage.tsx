// category: a product category (spec 001 §2 "Category page"): breadcrumbs, top content, heading and
// body, sub-categories, the filterable listing and the main content area.
import type { CategoryPageFields } from "../../shared/schemas/catalogue.ts";
import type { PageProps } from "./page-props.ts";
import { Breadcrumbs } from "../components/Breadcrumbs.tsx";
import { ContentArea } from "../components/ContentArea.tsx";
import { passesTheLead } from "../components/lead-block.ts";
import { RichText } from "../components/RichText.tsx";
import { CategoryListing } from "./category/CategoryListing.tsx";
import { SubCategoryNav } from "./category/SubCategoryNav.tsx";
import "./category/CategoryPage.css";

export function CategoryPage({ model }: PageProps<CategoryPageFields>) {
  const { category } = model;
  return (
    <div className="page page--category">
      <div className="page__container category-page__top">
        <Breadcrumbs />
      </div>
      <ContentArea blocks={model.topContentArea} />
      <div className="page__container">
        <header className="category-page__header">
          <h1>{category.heading || category.name || model.name}</h1>
          {category.description ? <p className="category-page__intro">{category.description}</p> : null}
          {model.mainBody ? <RichText html={model.mainBody} className="category-page__body" /> : null}
        </header>
        <SubCategoryNav items={category.subCategories} />
        <CategoryListing
          category={category}
          language={model.metadata.currentLanguage}
          leads={passesTheLead(model.topContentArea)}
        />
      </div>
      <ContentArea blocks={model.mainContentArea} leads={false} />
      <ContentArea blocks={model.bottomContentArea} leads={false} />
    </div>
  );
}
