// Recipes as a shopper meets them, in every language (issue 10, spec 001 §2 "Recipes"):
// the recipe search on the recipes page (facets with their 'show more', words, 'show more' results,
// related products), a recipe opened from it with its title, author, pills, quote, method, products
// and share links, the search that opens the recipes page from the cocoa article, and axe on both pages.
import type { Page } from "@playwright/test";
import { CODE_NOT_LOADED_ERRORS, failCodeOf } from "./fixtures/built-files.ts";
import { text, isTurnOf } from "./fixtures/catalog.ts";
import { RecipePage, RecipeSearch } from "./fixtures/recipes.ts";
import {
  closePopupsBeforehand,
  expect,
  expectNoAxeViolations,
  LANGUAGES,
  test,
  waitForHydration,
} from "./fixtures/storefront.ts";

const CASES = {
  fi: {
    recipes: "/fi/reseptit",
    iceCream: "Jäätelöt",
    iceCreamRecipe: "Vadelma-suklaajäätelö",
    term: "salmiakki",
    found: ["Salmiakkibrowniet", "Salmiakkisuklaakakku"],
    author: "Kaarnan koekeittiö",
    category: "Kakut",
    allergen: "Maito",
    article: "/fi/artikkelit/kaakaon-matka",
    teaser: { heading: "Leivo suklaalla", term: "piparit", found: "Appelsiini-suklaapiparit" },
  },
  en: {
    recipes: "/en/recipes",
    iceCream: "Ice cream",
    iceCreamRecipe: "Raspberry chocolate ice cream",
    term: "salmiakki",
    found: ["Salmiakki brownies", "Salmiakki chocolate birthday cake"],
    author: "Kaarna test kitchen",
    category: "Cakes",
    allergen: "Milk",
    article: "/en/articles/journey-of-cocoa",
    teaser: { heading: "Bake with chocolate", term: "gingerbread", found: "Orange chocolate gingerbread" },
  },
  sv: {
    recipes: "/sv/recept",
    iceCream: "Glass",
    iceCreamRecipe: "Hallon- och chokladglass",
    term: "salmiak",
    found: ["Salmiakbrownies", "Salmiakchokladtårta"],
    author: "Kaarnas provkök",
    category: "Tårtor",
    allergen: "Mjölk",
    article: "/sv/artiklar/kakaons-resa",
    teaser: { heading: "Baka med choklad", term: "pepparkakor", found: "Pepparkakor med apelsinchoklad" },
  },
} as const;

const pushed = (page: Page, name: string) =>
  page.evaluate((wanted) => (window.dataLayer ?? []).filter((event) => event.event === wanted), name);

test.use({ viewport: { width: 1280, height: 900 } });
test.beforeEach(({ page }) => closePopupsBeforehand(page));

for (const language of LANGUAGES) {
  const c = CASES[language];

  if (isTurnOf(language, 0))
    test(`${language}: the recipe search filters by facet and words, shows more, and opens a recipe with every part`, async ({
      page,
    }) => {
      const search = new RecipeSearch(page, language);
      await page.goto(c.recipes);
      await waitForHydration(page);

      // Every recipe, twelve at a time, and the products they use most.
      await expect(search.count).toHaveText(/^14\s/);
      await expect(search.recipes).toHaveCount(12);
      // The products they use most come after the results and load once the shopper is near them.
      await search.scrollToRelatedProducts();
      await expect(search.relatedProducts.getByRole("article")).toHaveCount(4);
      await expectNoAxeViolations(page);
      await search.showMore.click();
      await expect(search.recipes).toHaveCount(14);
      await expect(search.showMore).toHaveCount(0);
      // Focus moves to the first recipe 'show more' added.
      await expect(search.recipes.nth(12).getByRole("link")).toBeFocused();

      // A facet category shows ten subcategories, then the rest on request.
      await expect(search.facets).toHaveCount(10);
      await search.moreFacets.click();
      await expect(search.facets).toHaveCount(11);
      await search.facet(c.iceCream).click();
      await expect(page).toHaveURL(/[?&]categoryIds=\d+$/);
      await expect(search.count).toHaveText(/^1\s/);
      expect(await search.recipeTitles()).toEqual([c.iceCreamRecipe]);
      await expect(search.facet(c.iceCream)).toBeChecked();
      await search.facet(c.iceCream).click();
      await expect(search.facet(c.iceCream)).not.toBeChecked();
      // A new search starts again from its first page.
      await expect(search.recipes).toHaveCount(12);

      // Words replace the results and send `search`.
      await search.searchFor(c.term);
      await expect(page).toHaveURL(new RegExp(`[?&]q=${c.term}`));
      await expect(search.recipes).toHaveCount(2);
      expect(await search.recipeTitles()).toEqual(c.found);
      await expect(search.searchBox).toBeFocused();
      expect(await pushed(page, "search")).toEqual([expect.objectContaining({ search_term: c.term })]);

      // The recipe, with every part.
      await search.recipes.getByRole("link", { name: c.found[1] }).click();
      const recipe = new RecipePage(page, language);
      await expect(recipe.title).toHaveText(c.found[1]);
      await expect(recipe.main.getByRole("link", { name: c.author })).toBeVisible();
      await expect(recipe.categories.getByRole("link", { name: c.category })).toBeVisible();
      await expect(recipe.allergens.filter({ hasText: c.allergen })).toBeVisible();
      await expect(recipe.main.getByRole("img").first()).toHaveAttribute("alt", /.+/);
      await expect(recipe.quote).toContainText("Jonna Heikkilä");
      await expect(recipe.section("recipe.ingredients").getByRole("listitem")).toHaveCount(7);
      await expect(recipe.section("recipe.preparation").getByRole("listitem")).toHaveCount(4);
      await expect(recipe.section("recipe.products").getByRole("article")).toHaveCount(2);

      // The share links show and hide with their toggle, each sharing this page.
      await expect(recipe.shareLinks).toHaveCount(0);
      await expect(recipe.shareToggle).toHaveAttribute("aria-expanded", "false");
      await recipe.shareToggle.click();
      await expect(recipe.shareToggle).toHaveAttribute("aria-expanded", "true");
      await expect(recipe.shareLinks).toHaveCount(3);
      await expect(recipe.shareLinks.first()).toHaveAttribute("href", new RegExp(encodeURIComponent(page.url())));
      await expectNoAxeViolations(page);
      await recipe.shareToggle.click();
      await expect(recipe.shareLinks).toHaveCount(0);
    });

  if (isTurnOf(language, 1))
    test(`${language}: the cocoa article's recipe search opens the recipes page with the words`, async ({ page }) => {
      await page.goto(c.article);
      await waitForHydration(page);
      const teaser = page.getByRole("search", { name: c.teaser.heading });
      await teaser.getByRole("searchbox").fill(c.teaser.term);
      await teaser.getByRole("button").click();
      await expect(page).toHaveURL(`${c.recipes}?q=${c.teaser.term}`);
      const search = new RecipeSearch(page, language);
      await expect(search.searchBox).toHaveValue(c.teaser.term);
      await expect(search.recipes).toHaveCount(1);
      expect(await search.recipeTitles()).toEqual([c.teaser.found]);
    });
}

test("a related product of the recipe search is reported as a related product click", async ({ page }) => {
  const search = new RecipeSearch(page, "en");
  await page.goto("/en/recipes");
  await waitForHydration(page);
  await search.scrollToRelatedProducts();
  const product = search.relatedProducts.getByRole("article").first();
  const name = (await product.getByRole("heading").textContent())!.trim();
  await product.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
  expect(await pushed(page, "related_product_click")).toEqual([
    expect.objectContaining({ ecommerce: expect.objectContaining({ item_list_id: "recipe-search-products" }) }),
  ]);
});

test.describe("when the recipe search is slow or fails", () => {
  test.use({ allowedConsoleErrors: [/status of 500/] });

  test("'show more' says it is loading, and a failed search shows the search error in place of results", async ({ page }) => {
    const search = new RecipeSearch(page, "en");
    let releaseSecondPage = () => {};
    const secondPage = new Promise<void>((resolve) => {
      releaseSecondPage = resolve;
    });
    await page.route(/\/api\/recipes\/search\?.*[?&]page=2&/, async (route) => {
      await secondPage;
      await route.continue();
    });
    await page.goto("/en/recipes");
    await waitForHydration(page);
    await expect(search.recipes).toHaveCount(12);
    await search.showMore.click();
    await expect(search.main.getByRole("button", { name: text("en", "recipes.loading-more") })).toBeVisible();
    await expect(search.recipes).toHaveCount(12);
    releaseSecondPage();
    await expect(search.recipes).toHaveCount(14);

    await page.route(/\/api\/recipes\/search\?/, (route) => route.fulfill({ status: 500, json: { message: "down" } }));
    await search.searchFor("cake");
    await expect(search.main.getByRole("alert")).toHaveText(text("en", "error.search"));
    await expect(search.results).toHaveCount(0);
  });
});

test.describe("code that could not be loaded", () => {
  test.use({ allowedConsoleErrors: [CODE_NOT_LOADED_ERRORS] });

  test("recipe results whose code could not be loaded say so in their place, and the search stays", async ({ page }) => {
    const search = new RecipeSearch(page, "en");
    const restore = await failCodeOf(page, "client/blocks/recipe-search/RecipeSearchResults.tsx");
    await page.goto("/en/recipes");
    await waitForHydration(page);
    const notLoaded = search.main.getByRole("alert").filter({ hasText: text("en", "code-not-loaded.text") });
    await expect(notLoaded).toBeVisible();
    await expect(search.searchBox).toBeVisible();
    await expect(page.getByText(text("en", "content.unknown-block", { type: "recipe-search-block" }))).toHaveCount(0);
    await expectNoAxeViolations(page);
    restore();
    await notLoaded.getByRole("button", { name: text("en", "code-not-loaded.reload") }).click();
    await waitForHydration(page);
    await expect(search.recipes).toHaveCount(12);
  });
});
