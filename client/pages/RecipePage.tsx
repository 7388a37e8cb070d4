// recipe: a recipe page (spec 001 §2 "Recipes", §3 "Recipe page model"): title, author, intro,
// category and allergen pills (their names from categories by language), picture, share links, the
// quote (only with both its text and its name), how much it makes and its times, ingredients and
// method, the products it uses, the lift-up area, and the Recipe JSON-LD.
import { useLingui } from "@lingui/react";
import { useQuery } from "@tanstack/react-query";
import { useStorefront } from "../app/storefront-context.ts";
import { Breadcrumbs } from "../components/Breadcrumbs.tsx";
import { CmsImage } from "../components/CmsImage.tsx";
import { ContentArea } from "../components/ContentArea.tsx";
import { RichText } from "../components/RichText.tsx";
import { ShareLinks } from "../components/ShareLinks.tsx";
import type { RecipePageFields } from "../../shared/schemas/recipes.ts";
import type { PageProps } from "./page-props.ts";
import { LazyRecipeProducts } from "./recipe/LazyRecipeProducts.tsx";
import { categoryQueries } from "./recipe/recipe-categories.ts";
import { recipeJsonLd } from "./recipe/recipe-json-ld.ts";
import { RecipeFacts } from "./recipe/RecipeFacts.tsx";
import { type NamedCategory, RecipeIntro } from "./recipe/RecipeIntro.tsx";
import "./recipe/RecipePage.css";
// The products load their code lazily but not their styles: the server renders them, styled from the start.
import "../components/product/ProductCard.css";
import "../components/product/RelatedProducts.css";

export function RecipePage({ model: recipe }: PageProps<RecipePageFields>) {
  const { i18n } = useLingui();
  const { fetchApi, origin } = useStorefront();
  const { data: all = [] } = useQuery(categoryQueries.byLanguage(fetchApi, recipe.metadata.currentLanguage));
  const named = (ids: readonly number[]) =>
    ids.flatMap((id): NamedCategory[] => all.filter((category) => category.pageReferenceId === id));
  const categories = named(recipe.recipeCategories);
  const quote = recipe.quotationText && recipe.quotationName ? { text: recipe.quotationText, name: recipe.quotationName } : null;
  // "<" is escaped so no text in the data can close the script element.
  const jsonLd = JSON.stringify(recipeJsonLd(recipe, { origin, categories: categories.map((category) => category.name) }));

  return (
    <article className="page page--recipe">
      <div className="page__container page__container--narrow recipe">
        <Breadcrumbs />
        <RecipeIntro recipe={recipe} categories={categories} allergens={named(recipe.productAllergens)} />
        {recipe.mainImage ? <CmsImage image={recipe.mainImage} preset="narrow" className="recipe__image" priority /> : null}
        {recipe.hideShareSoMeLinks ? null : <ShareLinks url={new URL(recipe.url, origin).href} title={recipe.name} />}
        {quote ? (
          <figure className="recipe__quote">
            <blockquote>
              <p>{quote.text}</p>
            </blockquote>
            <figcaption>{quote.name}</figcaption>
          </figure>
        ) : null}
        <RecipeFacts recipe={recipe} />
        <div className="recipe__method">
          {recipe.recipeIngredients ? (
            <section aria-labelledby="recipe-ingredients">
              <h2 id="recipe-ingredients">{i18n._("recipe.ingredients")}</h2>
              <RichText html={recipe.recipeIngredients} />
            </section>
          ) : null}
          {recipe.recipePreparationInstructions ? (
            <section aria-labelledby="recipe-preparation">
              <h2 id="recipe-preparation">{i18n._("recipe.preparation")}</h2>
              <RichText html={recipe.recipePreparationInstructions} />
            </section>
          ) : null}
        </div>
      </div>
      <LazyRecipeProducts cards={recipe.relatedProducts} display={recipe.recipePageMetadata.relatedProductsDisplayOption} />
      <ContentArea blocks={recipe.liftUpContentArea} className="recipe__lift-ups" leads={false} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd.replace(/</g, "\\u003c") }} />
    </article>
  );
}
