// The top of a recipe: its title, who wrote it (linked when the author has a page), the intro, and
// the recipe's categories (links to their pages) and allergens as pills.
import { useLingui } from "@lingui/react";
import { useId } from "react";
import type { CategoriesResponse } from "../../../shared/schemas/recipes.ts";
import { Link } from "../../components/Link.tsx";
import type { RecipeModel } from "./recipe-json-ld.ts";

export type NamedCategory = CategoriesResponse[number];

export function RecipeIntro({
  recipe,
  categories,
  allergens,
}: {
  recipe: RecipeModel;
  categories: readonly NamedCategory[];
  allergens: readonly NamedCategory[];
}) {
  const { i18n } = useLingui();
  const allergensId = useId();
  return (
    <header className="page-intro recipe__intro">
      <h1 className="page-intro__title">{recipe.name}</h1>
      {recipe.author ? (
        <p className="recipe__author">
          {i18n._("recipe.author")}{" "}
          {recipe.authorUrl ? <Link href={recipe.authorUrl}>{recipe.author}</Link> : <span>{recipe.author}</span>}
        </p>
      ) : null}
      {recipe.mainIntro ? <p className="page-intro__lead">{recipe.mainIntro}</p> : null}
      {categories.length ? (
        <ul className="recipe__pills" aria-label={i18n._("recipe.categories")}>
          {categories.map((category) => (
            <li key={category.pageReferenceId} className="recipe__pill">
              {category.url ? <Link href={category.url}>{category.name}</Link> : category.name}
            </li>
          ))}
        </ul>
      ) : null}
      {allergens.length ? (
        <div className="recipe__allergens">
          <span id={allergensId}>{i18n._("recipe.allergens")}</span>
          <ul className="recipe__pills" aria-labelledby={allergensId}>
            {allergens.map((allergen) => (
              <li key={allergen.pageReferenceId} className="recipe__pill recipe__pill--allergen">
                {allergen.name}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </header>
  );
}
