// The recipe as schema.org Recipe (JSON-LD) for search engines, from its page model: the SEO fields
// the editor filled in (times, cuisine, ingredients, steps) with its name, picture, author and date.
// Fields without a value are left out rather than sent empty.
import type { PageModel } from "../../../shared/schemas/page-model.ts";
import type { RecipePageFields } from "../../../shared/schemas/recipes.ts";

export type RecipeModel = PageModel & RecipePageFields;

export function recipeJsonLd(model: RecipeModel, { origin, categories }: { origin: string; categories: readonly string[] }) {
  const absolute = (url: string) => new URL(url, origin).href;
  const optional = (name: string, value: unknown) =>
    value === null || value === undefined || (Array.isArray(value) && value.length === 0) ? {} : { [name]: value };
  return {
    "@context": "https://schema.org",
    "@type": "Recipe",
    name: model.name,
    url: absolute(model.url),
    ...optional("image", model.mainImage ? [absolute(model.mainImage.url)] : null),
    ...optional("description", model.mainIntro),
    ...optional(
      "author",
      model.author
        ? { "@type": "Person", name: model.author, ...optional("url", model.authorUrl ? absolute(model.authorUrl) : null) }
        : null,
    ),
    ...optional("datePublished", model.startPublish ?? model.publishedDate),
    ...optional("prepTime", model.seoPreparationTime),
    ...optional("cookTime", model.seoCookTime),
    ...optional("recipeYield", model.portionSize),
    ...optional("recipeCuisine", model.seoRecipeCuisine),
    ...optional("recipeCategory", categories[0]),
    ...optional("keywords", categories.length ? categories.join(", ") : null),
    ...optional("recipeIngredient", model.seoRecipeIngredient),
    ...optional(
      "recipeInstructions",
      model.seoRecipeInstructions.map((text) => ({ "@type": "HowToStep", text })),
    ),
  };
}
