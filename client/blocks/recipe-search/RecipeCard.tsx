// A recipe search result (spec 001 §3): its picture and title, linking to the recipe, with the first
// of its categories and the first two of its allergens.
import { useLingui } from "@lingui/react";
import type { RecipeHit } from "../../../shared/schemas/recipes.ts";
import { CmsImage } from "../../components/CmsImage.tsx";
import { Link } from "../../components/Link.tsx";

export function RecipeCard({ hit }: { hit: RecipeHit }) {
  const { i18n } = useLingui();
  const [category] = hit.recipeCategories;
  const allergens = hit.allergens.slice(0, 2);
  return (
    <article className="recipe-card">
      {hit.image ? <CmsImage image={hit.image} preset="small" className="recipe-card__image" decorative /> : null}
      <div className="recipe-card__body">
        {category ? <p className="recipe-card__category">{category}</p> : null}
        <h3 className="recipe-card__title">
          <Link href={hit.url} className="recipe-card__link">
            {hit.title}
          </Link>
        </h3>
        {allergens.length ? (
          <p className="recipe-card__allergens">
            {i18n._("recipe.allergens")}: {allergens.join(", ")}
          </p>
        ) : null}
      </div>
    </article>
  );
}
