// The recipe page (issue 10, spec 001 §2–§5) through the real worker, the embedded
// backend, KV and D1: its page model with every field, what an editor may get wrong, its server HTML
// with the names of its categories, its Recipe JSON-LD, and the recipe search block in the demo content.
import { env } from "cloudflare:test";
import * as v from "valibot";
import { beforeAll, describe, expect, it } from "vitest";
import { CategoriesResponseSchema, RecipePageFieldsSchema } from "../../shared/schemas/recipes.ts";
import { ensureDatabase } from "../../worker/upstream/embedded/database.ts";
import { html, request } from "./helpers.ts";

beforeAll(async () => {
  await ensureDatabase(env.DB);
});

describe("the recipe page model", () => {
  it("carries every field of the recipe, its category ids parsed and its products as cards", async () => {
    const response = await request("/api/cda/content?contentUrl=/en/recipes/dark-chocolate-lava-cakes");
    expect(response.status).toBe(200);
    const model = (await response.json()) as Record<string, unknown> & { pageMetadata: { pageType: string } };
    const categories = v.parse(CategoriesResponseSchema, await (await request("/api/categories?language=en")).json());
    const names = (ids: unknown) => (ids as number[]).map((id) => categories.find((entry) => entry.pageReferenceId === id)?.name);
    expect(model.pageMetadata.pageType).toBe("recipe");
    expect(model).toMatchObject({
      name: "Dark chocolate lava cakes",
      author: "Kaarna test kitchen",
      authorUrl: "/en/our-story",
      mainIntro: "A crisp crust and a runny chocolate heart: these little cakes are ready in fifteen minutes.",
      mainImage: { url: "/media/recipes/dark-chocolate-lava-cakes.webp", width: 800, height: 600 },
      startPublish: "2025-11-20T08:00:00.000Z",
      seoPreparationTime: "PT15M",
      seoCookTime: "PT12M",
      seoRecipeCuisine: "French",
      portionSize: "4 servings",
      quotationName: "Ilona Mäkelä",
      hideShareSoMeLinks: false,
      recipePageMetadata: { relatedProductsDisplayOption: "cards" },
    });
    expect(names(model.recipeCategories)).toEqual(["Desserts", "Cakes", "Birthdays"]);
    expect(names(model.productAllergens)).toEqual(["Milk", "Egg", "Gluten"]);
    expect(model.seoRecipeIngredient).toHaveLength(6);
    expect(model.seoRecipeInstructions).toHaveLength(4);
    expect(model.recipeIngredients).toBe(
      "<ul><li>150 g Kaarna Dark Chocolate 70%</li><li>100 g butter</li><li>2 eggs and 2 egg yolks</li><li>100 ml sugar</li><li>2 tbsp plain flour</li><li>a pinch of sea salt</li></ul>",
    );
    expect((model.relatedProducts as { code: string; placedPriceString: string }[]).map((card) => card.code)).toEqual([
      "K1101",
      "K1105",
    ]);
    expect((model.liftUpContentArea as { contentType: string[] }[]).map((block) => block.contentType.at(-1))).toEqual([
      "PagePromoterBlock",
      "PagePromoterBlock",
    ]);
  });

  it("drops what an editor typed that would be unsafe or unusable, and keeps the page", async () => {
    const fields = v.parse(RecipePageFieldsSchema, {
      authorUrl: "javascript:alert(1)",
      seoCookTime: "12 minutes",
      recipeCategories: "12, x, 14,,12",
    });
    expect(fields).toMatchObject({ authorUrl: null, seoCookTime: null, recipeCategories: [12, 14], relatedProducts: [] });
    expect(fields.recipePageMetadata.relatedProductsDisplayOption).toBe("cards");
  });
});

/** The page's JSON-LD, as a search engine reads it. */
function jsonLdOf(text: string): Record<string, unknown> {
  const script = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(text)?.[1];
  expect(script, "a JSON-LD script").toBeDefined();
  return JSON.parse(script!);
}

describe("the recipe page", () => {
  it("shows every part of the recipe in the server's HTML, with its names resolved", async () => {
    const { response, text } = await html("/en/recipes/dark-chocolate-lava-cakes");
    expect(response.status).toBe(200);
    expect(text).toContain('<h1 class="page-intro__title">Dark chocolate lava cakes</h1>');
    expect(text).toMatch(/<p class="recipe__author">By(<!-- -->)? <a href="\/en\/our-story"[^>]*>Kaarna test kitchen<\/a><\/p>/);
    expect(text).toMatch(
      /<ul class="recipe__pills" aria-label="Recipe categories"><li class="recipe__pill"><a href="\/en\/recipes\/dishes\/desserts"[^>]*>Desserts<\/a>/,
    );
    expect(text).toMatch(
      /<li class="recipe__pill recipe__pill--allergen">Milk<\/li><li class="recipe__pill recipe__pill--allergen">Egg<\/li>/,
    );
    expect(text).toMatch(
      /<button type="button" class="picker-button share-links__toggle" aria-expanded="false" aria-controls="[^"]+">Share<\/button>/,
    );
    expect(text).toContain(
      `href="https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent("http://shop.test/en/recipes/dark-chocolate-lava-cakes")}"`,
    );
    expect(text).toContain("<figcaption>Ilona Mäkelä</figcaption>");
    expect(text).toContain("<dt>Makes</dt><dd>4 servings</dd>");
    expect(text).toContain("<dt>Preparation time</dt><dd>15 min</dd>");
    expect(text).toContain('<h2 id="recipe-ingredients">Ingredients</h2>');
    expect(text).toMatch(/<h2 id="[^"]+">Products in this recipe<\/h2>/);
    expect(text).toContain('data-product-id="K1105"');
    expect(text).toContain(">More recipes<");
  });

  it("describes the recipe as schema.org Recipe JSON-LD with its required and recommended fields", async () => {
    const { text } = await html("/en/recipes/dark-chocolate-lava-cakes");
    const jsonLd = jsonLdOf(text);
    expect(jsonLd["@context"]).toBe("https://schema.org");
    expect(jsonLd["@type"]).toBe("Recipe");
    // Required by search engines: a name and a picture (absolute).
    expect(jsonLd.name).toBe("Dark chocolate lava cakes");
    expect(jsonLd.image).toEqual(["http://shop.test/media/recipes/dark-chocolate-lava-cakes.webp"]);
    expect(jsonLd).toMatchObject({
      url: "http://shop.test/en/recipes/dark-chocolate-lava-cakes",
      author: { "@type": "Person", name: "Kaarna test kitchen", url: "http://shop.test/en/our-story" },
      datePublished: "2025-11-20T08:00:00.000Z",
      prepTime: "PT15M",
      cookTime: "PT12M",
      recipeYield: "4 servings",
      recipeCuisine: "French",
      recipeCategory: "Desserts",
      description: "A crisp crust and a runny chocolate heart: these little cakes are ready in fifteen minutes.",
    });
    expect(jsonLd.recipeIngredient).toHaveLength(6);
    expect(jsonLd.recipeInstructions).toEqual(
      expect.arrayContaining([{ "@type": "HowToStep", text: "Melt the chocolate and butter over a low heat." }]),
    );
    expect(text).not.toMatch(/<script type="application\/ld\+json">[^<]*<\/script>[\s\S]*<script type="application\/ld\+json">/);
  });

  it("leaves out the share links an editor hid, the quote without both its parts and a time it lacks", async () => {
    const { response, text } = await html("/fi/reseptit/mokka-kaurasmoothie");
    expect(response.status).toBe(200);
    expect(text).toContain('<h1 class="page-intro__title">Mokka-kaurasmoothie</h1>');
    expect(text).not.toContain("share-links");
    expect(text).not.toContain("<figure");
    expect(text).not.toContain("<dt>Kypsennysaika</dt>");
    const jsonLd = jsonLdOf(text);
    expect(jsonLd["@type"]).toBe("Recipe");
    expect(jsonLd).not.toHaveProperty("cookTime");
    expect(jsonLd.author).toEqual({ "@type": "Person", name: "Kaarnan koekeittiö", url: "http://shop.test/fi/tarinamme" });
  });

  it("is a recipe in every language, linked as translations", async () => {
    for (const path of ["/fi/reseptit/tumman-suklaan-fondantit", "/sv/recept/chokladfondanter"]) {
      const { response, text } = await html(path);
      expect(response.status, path).toBe(200);
      expect(text).toContain('hreflang="en" href="http://shop.test/en/recipes/dark-chocolate-lava-cakes"');
    }
  });
});

describe("the recipe search block in the demo content", () => {
  it("is a GET form over the recipes on the landing and category pages, and on the cocoa article one that opens the landing page", async () => {
    const landing = await html("/en/recipes");
    expect(landing.response.status).toBe(200);
    expect(landing.text).toMatch(/<form action="\/en\/recipes" method="get">/);
    expect(landing.text).toContain(">Find a recipe<");
    const category = await html("/en/recipes/dishes/cakes");
    expect(category.text).toContain('<h1 class="page-intro__title">Cakes</h1>');
    expect(category.text).toMatch(
      /<form action="\/en\/recipes\/dishes\/cakes" method="get">[\s\S]*<input type="hidden" name="categoryIds" value="\d+"\/>/,
    );
    const article = await html("/en/articles/journey-of-cocoa");
    expect(article.text).toMatch(/<form action="\/en\/recipes" method="get">/);
    expect(article.text).toContain(">Bake with chocolate<");
  });
});
