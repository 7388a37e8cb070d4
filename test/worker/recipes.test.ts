// The recipe calls (issue 10, spec 001 §4–§7) through the real worker, the embedded
// backend, KV and D1: the search's paging, words, facets and language; the initial filters' facets and
// related products in the market; categories by language; the checks on every query parameter; and
// the same calls forwarded to a remote backend. The recipe page: recipe-page.test.ts.
import { env } from "cloudflare:test";
import * as v from "valibot";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  CategoriesResponseSchema,
  RecipeFiltersResponseSchema,
  RecipeSearchResponseSchema,
} from "../../shared/schemas/recipes.ts";
import { ensureDatabase } from "../../worker/upstream/embedded/database.ts";
import { request } from "./helpers.ts";
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
