// The recipe calls and pages (issue 10, spec 001 §2–§7, decision 050) through the real worker, the
// embedded backend, KV and D1: the search's paging, text, facets and language; the initial filters'
// facets and related products in the market; categories by language; the checks on every query
// parameter; the recipe page model, its server HTML and its Recipe JSON-LD.
import { env } from "cloudflare:test";
import * as v from "valibot";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  CategoriesResponseSchema,
  RecipeFiltersResponseSchema,
  RecipeSearchResponseSchema,
} from "../../shared/schemas/recipes.ts";
import { ensureDatabase } from "../../worker/upstream/embedded/database.ts";
import { html, request } from "./helpers.ts";
import { forwarding, REMOTE, standIn } from "./upstream-stand-in.ts";

beforeAll(async () => {
  await ensureDatabase(env.DB);
});

async function json<S extends v.GenericSchema>(schema: S, path: string) {
  const response = await request(path);
  expect(response.status, path).toBe(200);
  return { response, body: v.parse(schema, await response.json()) };
}

const search = async (query: string) => (await json(RecipeSearchResponseSchema, `/api/recipes/search?${query}`)).body;
const titles = (body: { hits: { title: string }[] }) => body.hits.map((hit) => hit.title);

/** The subcategory ids of a facet category by name, in the answer's language. */
function facetIds(body: v.InferOutput<typeof RecipeSearchResponseSchema>, category: string, ...names: string[]) {
  const facet = body.facetCategories.find((entry) => entry.name === category)!;
  return names.map((name) => facet.facetSubcategories.find((sub) => sub.name === name)!.id);
}

describe("recipe search", () => {
  it("answers twelve recipes a page, newest first, and says when there are more", async () => {
    const first = await search("language=en");
    expect(first.totalCount).toBe(14);
    expect(first.hits).toHaveLength(12);
    expect(first.hasMore).toBe(true);
    expect(first.hits[0]).toMatchObject({
      title: "Vegan coconut truffles",
      url: "/en/recipes/vegan-coconut-truffles",
      recipeCategories: ["Sweets", "Christmas", "Vegan", "Gluten-free", "Lactose-free"],
      allergens: [],
    });
    expect(first.hits[0]!.image).toMatchObject({ url: "/media/recipes/vegan-coconut-truffles.webp", width: 800 });
    const second = await search("language=en&page=2");
    expect(titles(second)).toEqual(["Oat chocolate granola", "Mocha oat smoothie"]);
    expect(second.hasMore).toBe(false);
    expect(new Set([...titles(first), ...titles(second)]).size).toBe(14);
  });

  it("finds every word of q in titles, intros and ingredients, whatever the case and accents", async () => {
    expect(titles(await search("language=en&q=SALMIAKKI"))).toEqual(["Salmiakki brownies", "Salmiakki chocolate birthday cake"]);
    // A word in the title comes first; "salmiakki" is also an ingredient of the brownies' and the cake's.
    expect(titles(await search("language=fi&q=jaatelo"))).toEqual(["Vadelma-suklaajäätelö"]);
    expect(titles(await search("language=sv&q=kokos tryff"))).toEqual(["Veganska kokostryfflar"]);
    const none = await search("language=en&q=anchovy");
    expect(none).toMatchObject({ hits: [], totalCount: 0, hasMore: false });
    expect(none.facetCategories).toHaveLength(3);
  });

  it("names its facet categories and counts each subcategory as if only that category's choice were open", async () => {
    const all = await search("language=en");
    expect(all.facetCategories.map((category) => category.name)).toEqual(["Type of dish", "Occasion", "Special diet"]);
    const dishes = all.facetCategories[0]!;
    expect(dishes.facetSubcategories).toHaveLength(11);
    expect(dishes.facetSubcategories.find((sub) => sub.name === "Desserts")).toMatchObject({ count: 3, selected: false });
    const [desserts, cookies] = facetIds(all, "Type of dish", "Desserts", "Cookies");
    const [christmas] = facetIds(all, "Occasion", "Christmas");

    // Within a category any chosen subcategory; the chosen ones say so.
    const either = await search(`language=en&categoryIds=${desserts},${cookies}`);
    expect(either.totalCount).toBe(5);
    const chosen = either.facetCategories[0]!.facetSubcategories.filter((sub) => sub.selected).map((sub) => sub.name);
    expect(chosen).toEqual(["Cookies", "Desserts"]);
    // The dish counts still count every dish; the occasion counts only the chosen dishes.
    expect(either.facetCategories[0]!.facetSubcategories.find((sub) => sub.name === "Cakes")!.count).toBe(2);
    expect(either.facetCategories[1]!.facetSubcategories.find((sub) => sub.name === "Christmas")!.count).toBe(1);

    // Across categories all of them.
    const both = await search(`language=en&categoryIds=${cookies},${christmas}`);
    expect(titles(both)).toEqual(["Orange chocolate gingerbread"]);
    // Ids that are no facet (an allergen, a facet category itself, an unknown page) choose nothing.
    expect((await search(`language=en&categoryIds=${dishes.id},999999`)).totalCount).toBe(14);
  });

  it("answers in the language asked for, Finnish when none is", async () => {
    const swedish = await search("language=sv");
    expect(swedish.facetCategories.map((category) => category.name)).toEqual(["Typ av rätt", "Tillfälle", "Specialkost"]);
    expect(swedish.hits[0]!.url).toBe("/sv/recept/veganska-kokostryfflar");
    const finnish = await search("");
    expect(finnish.hits[0]).toMatchObject({
      title: "Vegaaniset kookostryffelit",
      url: "/fi/reseptit/vegaaniset-kookostryffelit",
    });
  });

  it("finds the recipes that use a product by its product page's id", async () => {
    // Dark Chocolate Mint (K1104): its page's contentLink id.
    const model = (await (
      await request("/api/cda/content?contentUrl=/en/products/chocolate-tablets/dark-chocolate/dark-chocolate-mint")
    ).json()) as {
      contentLink: { id: number };
    };
    expect(titles(await search(`language=en&productPageId=${model.contentLink.id}`))).toEqual(["Mint chocolate mousse"]);
    expect((await search("language=en&productPageId=1")).totalCount).toBe(0);
  });
});

describe("recipe query checks", () => {
  it.each([
    ["page=0", "page"],
    ["page=two", "page"],
    ["pageSize=500", "pageSize"],
    ["language=de", "language"],
    ["categoryIds=12,abc", "categoryIds"],
    ["categoryIds=1;DROP", "categoryIds"],
    [`categoryIds=${Array.from({ length: 31 }, (_, index) => index + 1).join(",")}`, "categoryIds"],
    [`q=${"a".repeat(101)}`, "q"],
    ["productPageId=-3", "productPageId"],
    ["page=1&page=2", "page"],
  ])("refuses %s with a 400 that names %s, and asks the upstream nothing", async (query, key) => {
    const response = await request(`/api/recipes/search?${query}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; errors: { key: string; value: string }[] };
    expect(body.message).toBe("Reseptejä ei voitu hakea näillä valinnoilla.");
    expect(body.errors.map((error) => error.key)).toEqual([key]);
    expect(response.headers.get("cache-control")).toContain("no-store");
  });

  it("drops parameters it does not know, so they share the normalised query's entry", async () => {
    const first = await request("/api/recipes/search?language=sv&q=glass&categoryIds=");
    expect(first.status).toBe(200);
    const junk = await request("/api/recipes/search?utm_source=x&q=glass&language=sv&page=1&pageSize=12&debug=1");
    expect(junk.status).toBe(200);
    expect(junk.headers.get("x-cache")).toBe("HIT");
    expect(await junk.json()).toEqual(await first.json());
  });

  it("checks the other calls' parameters too", async () => {
    expect((await request("/api/recipes/initial-filters?market=XX")).status).toBe(400);
    expect((await request("/api/recipes/initial-filters?categoryIds=x")).status).toBe(400);
    expect((await request("/api/categories?language=no")).status).toBe(400);
    expect((await request("/api/recipes/search", { method: "POST" })).status).toBe(405);
  });
});

describe("recipe initial filters", () => {
  it("marks the chosen subcategories and names the products those recipes use most, as cards in the market", async () => {
    const all = await search("language=en");
    const [christmas] = facetIds(all, "Occasion", "Christmas");
    const { body, response } = await json(
      RecipeFiltersResponseSchema,
      `/api/recipes/initial-filters?language=en&categoryIds=${christmas}&market=SE`,
    );
    expect(response.headers.get("x-cache")).toMatch(/MISS|HIT/);
    const occasion = body.facetCategories.find((category) => category.name === "Occasion")!;
    expect(occasion.facetSubcategories.filter((sub) => sub.selected).map((sub) => sub.name)).toEqual(["Christmas"]);
    // One use each: the newest Christmas recipes' first (the truffles', then the hot chocolate's).
    expect(body.relatedProducts.map((product) => product.id)).toEqual(["K1204", "K1201", "K1003", "K1001"]);
    expect(body.relatedProducts[2]).toMatchObject({ name: "Milk Chocolate Salted Caramel" });
    expect(body.relatedProducts[2]!.card).toMatchObject({ code: "K1003", url: expect.stringMatching(/^\/en\/products\//) });
    expect(body.relatedProducts[0]!.card!.placedPriceString).toMatch(/^SEK\s/);
  });

  it("without a market in the address, prices in the shopper's and varies by cookie", async () => {
    const response = await request("/api/recipes/initial-filters?language=fi");
    expect(response.status).toBe(200);
    expect(response.headers.get("vary")).toContain("Cookie");
    const body = v.parse(RecipeFiltersResponseSchema, await response.json());
    expect(body.relatedProducts).toHaveLength(4);
    expect(body.relatedProducts[0]!.card!.placedPriceString).toMatch(/€/);
  });
});

describe("categories by language", () => {
  it("names every recipe category and allergen page of the language, cached", async () => {
    const { body } = await json(CategoriesResponseSchema, "/api/categories?language=sv");
    expect(body).toHaveLength(27);
    expect(body.find((category) => category.name === "Glass")).toMatchObject({ url: "/sv/recept/ratter/glass" });
    expect(body.map((category) => category.name)).toContain("Mjölk");
    const again = await request("/api/categories?language=sv");
    expect(again.headers.get("x-cache")).toBe("HIT");
  });
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
    const { RecipePageFieldsSchema } = await import("../../shared/schemas/recipes.ts");
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

describe("the recipe calls against a remote backend", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("forwards the normalised query to the backend's own path, unchanged otherwise", async () => {
    const calls = standIn(forwarding);
    const response = await request("/api/recipes/search?utm_source=mail&q=brownie&language=en&categoryIds=", {}, REMOTE);
    expect(response.status).toBe(200);
    expect(calls.map((call) => call.url)).toEqual([
      "https://cms.stand-in.test/api/cda/recipes/search?language=en&page=1&pageSize=12&q=brownie",
    ]);
    expect(titles(v.parse(RecipeSearchResponseSchema, await response.json()))).toEqual(["Salmiakki brownies"]);
    const filters = await request("/api/recipes/initial-filters?market=NO&categoryIds=999999,5&language=en&x=1", {}, REMOTE);
    expect(filters.status).toBe(200);
    expect(calls.at(-1)!.url).toBe(
      "https://cms.stand-in.test/api/cda/recipes/initial-filters?categoryIds=5%2C999999&language=en&market=NO",
    );
  });

  it("answers 502, and stores nothing, when the backend's answer is not a recipe search", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    standIn(async () => Response.json({ hits: "nope" }));
    const query = "/api/recipes/search?language=sv&q=remote-junk";
    expect((await request(query, {}, REMOTE)).status).toBe(502);
    const calls = standIn(forwarding);
    expect((await request(query, {}, REMOTE)).status).toBe(200);
    expect(calls).toHaveLength(1);
  });
});
