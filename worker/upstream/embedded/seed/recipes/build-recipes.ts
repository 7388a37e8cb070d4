// Builds the recipe section of one language: the landing page with the recipe search
// in place, a page per recipe and per category, and the shared blocks (the search, the cocoa
// article's search that opens the landing page, the 'more recipes' lift-up).
import type { Language } from "../../../../../shared/languages.ts";
import { blockId, pageId } from "../ids.ts";
import type { SeedBlock, SeedPage } from "../types.ts";
import { recipeCategories, type SeedRecipeCategory } from "./recipe-categories.ts";
import { CATEGORY_BLOCK_OFFSET, RECIPE_SLOT, recipeContentId } from "./recipe-ids.ts";
import { recipeSiteCopy } from "./recipe-site-copy.ts";
import type { SeedRecipePage } from "./recipe-types.ts";
import { cakeRecipes } from "./recipes-cakes.ts";
import { cookieRecipes } from "./recipes-cookies.ts";
import { dessertRecipes } from "./recipes-desserts.ts";
import { breakfastRecipes } from "./recipes-drinks.ts";

const CATEGORIES_CHANGED_AT = "2025-12-01T08:00:00.000Z";
const RECIPE_PICTURE = { width: 800, height: 600 };

/** Every demo recipe, slot 1 upwards in this order. */
export const demoRecipes: SeedRecipePage[] = [...cakeRecipes, ...cookieRecipes, ...dessertRecipes, ...breakfastRecipes];

const pictureUrl = (key: string) => `/media/recipes/${key}.webp`;
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
const htmlList = (tag: "ul" | "ol", items: string[]) =>
  `<${tag}>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</${tag}>`;

export function buildRecipes(language: Language, storyUrl: string): { pages: SeedPage[]; blocks: SeedBlock[] } {
  const copy = recipeSiteCopy[language];
  const id = (slot: number) => recipeContentId(language, slot);
  const landingId = id(RECIPE_SLOT.landing);
  const byKey = new Map(recipeCategories.map((category) => [category.key, category]));
  const categoryIds = (keys: string[]) => keys.map((key) => id(byKey.get(key)!.slot)).join(",");
  const categoryUrl = (category: SeedRecipeCategory): string => {
    const parent = category.parent ? byKey.get(category.parent) : undefined;
    return `${parent ? categoryUrl(parent) : copy.landing.url}/${category.slug[language]}`;
  };
  const searchBlock = (blockIdValue: number, name: string, fields: Record<string, unknown>) => ({
    contentLink: { id: blockIdValue },
    contentType: ["Block", "RecipeSearchBlock"],
    name,
    ...fields,
  });
  const page = (fields: Omit<SeedPage, "language" | "changedAt"> & { changedAt?: string }): SeedPage => ({
    language,
    changedAt: fields.publishedAt ?? CATEGORIES_CHANGED_AT,
    ...fields,
  });

  const landing = page({
    id: landingId,
    url: copy.landing.url,
    translationKey: "recipes",
    parentId: pageId(language, "start"),
    sortOrder: 50,
    contentType: ["Page", "Landing"],
    name: copy.landing.name,
    publishedAt: "2025-01-16T08:00:00.000Z",
    fields: {
      mainIntro: copy.landing.intro,
      pageMetadata: { metaDescription: copy.landing.description, ogImage: pictureUrl("dark-chocolate-lava-cakes") },
      mainContentArea: [id(RECIPE_SLOT.searchBlock)],
    },
  });

  const categories = recipeCategories.map((category) => {
    const slot = category.slot;
    const name = category.name[language];
    const searchable = !category.allergen && category.facet !== false;
    return page({
      id: id(slot),
      url: categoryUrl(category),
      translationKey: `recipe-category-${category.key}`,
      parentId: category.parent ? id(byKey.get(category.parent)!.slot) : landingId,
      sortOrder: slot,
      contentType: ["Page", "RecipeCategory", "Landing"],
      name,
      fields: {
        mainIntro: category.allergen ? copy.allergenIntro(name) : copy.categoryIntro(name),
        recipeFacet: Boolean(category.facet),
        // A category's page lists its recipes; the groups and allergens are for the search, not for visitors to find.
        pageMetadata: { noIndex: !category.parent || category.allergen === true },
        mainContentArea: searchable
          ? [
              searchBlock(id(slot + CATEGORY_BLOCK_OFFSET), `Recipe search: ${category.key}`, {
                heading: null,
                placeholder: copy.search.placeholder,
                searchPageUrl: null,
                categoryIds: category.parent ? [id(slot)] : [],
              }),
            ]
          : [],
      },
    });
  });

  const recipes = demoRecipes.map((recipe, index) =>
    page({
      id: id(index + 1),
      url: `${copy.landing.url}/${recipe.slug[language]}`,
      translationKey: `recipe-${recipe.key}`,
      parentId: landingId,
      sortOrder: index + 1,
      contentType: ["Page", "Recipe"],
      name: recipe.name[language],
      publishedAt: recipe.publishedAt,
      fields: recipeFields(recipe, language, {
        author:
          recipe.author === "kitchen"
            ? { author: copy.kitchen, authorUrl: storyUrl }
            : { author: recipe.author, authorUrl: null },
        categoryIds,
        liftUps: [id(RECIPE_SLOT.moreRecipesBlock), blockId(language, "storyPromoterClub")],
      }),
    }),
  );

  const blocks: SeedBlock[] = [
    {
      id: id(RECIPE_SLOT.searchBlock),
      language,
      contentType: ["Block", "RecipeSearchBlock"],
      name: "Recipe search",
      fields: {
        heading: copy.search.heading,
        headingLevel: 2,
        placeholder: copy.search.placeholder,
        searchPageUrl: null,
        categoryIds: [],
      },
    },
    {
      id: id(RECIPE_SLOT.redirectBlock),
      language,
      contentType: ["Block", "RecipeSearchBlock"],
      name: "Recipe search to the recipes page",
      fields: {
        heading: copy.teaser.heading,
        headingLevel: 2,
        placeholder: copy.teaser.placeholder,
        searchPageUrl: copy.landing.url,
        categoryIds: [],
      },
    },
    {
      id: id(RECIPE_SLOT.moreRecipesBlock),
      language,
      contentType: ["Block", "PagePromoterBlock"],
      name: "More recipes",
      fields: {
        image: { url: pictureUrl("dark-chocolate-lava-cakes"), ...RECIPE_PICTURE, altText: copy.more.alt },
        title: copy.more.title,
        subtitle: copy.more.subtitle,
        linkUrl: copy.landing.url,
        ctaText: copy.more.cta,
        openInNewTab: false,
      },
    },
  ];
  return { pages: [landing, ...categories, ...recipes], blocks };
}

function recipeFields(
  recipe: SeedRecipePage,
  language: Language,
  context: { author: { author: string; authorUrl: string | null }; categoryIds: (keys: string[]) => string; liftUps: number[] },
) {
  const ingredients = recipe.ingredients.map((line) => line[language]);
  const steps = recipe.steps.map((step) => step[language]);
  return {
    ...context.author,
    mainIntro: recipe.intro[language],
    mainImage: { url: pictureUrl(recipe.key), ...RECIPE_PICTURE, altText: recipe.imageAlt[language] },
    startPublish: recipe.publishedAt,
    seoPreparationTime: recipe.preparationTime,
    seoCookTime: recipe.cookTime ?? null,
    seoRecipeCuisine: recipe.cuisine[language],
    seoRecipeIngredient: ingredients,
    seoRecipeInstructions: steps,
    recipeCategories: context.categoryIds(recipe.categories),
    productAllergens: context.categoryIds(recipe.allergens),
    portionSize: recipe.portions[language],
    recipeIngredients: htmlList("ul", ingredients),
    recipePreparationInstructions: htmlList("ol", steps),
    quotationText: recipe.quote?.text[language] ?? null,
    quotationName: recipe.quote?.name ?? null,
    hideShareSoMeLinks: recipe.hideShareLinks ?? false,
    relatedProducts: recipe.products,
    liftUpContentArea: context.liftUps,
    recipePageMetadata: { relatedProductsDisplayOption: "cards" },
    pageMetadata: { ogImage: pictureUrl(recipe.key) },
  };
}
