// The search-engine rules of page types (issue 13, spec 001 §2): the search result page is never
// indexed and a product none of whose variations can be bought is noindex, whatever the CMS sends.
import { describe, expect, it } from "vitest";
import { headTags } from "../../shared/rules/head-tags.ts";
import type { PageModel } from "../../shared/schemas/page-model.ts";

const LOCATION = { origin: "https://shop.test", search: "" };

function model(contentType: string[], extra: Record<string, unknown> = {}): PageModel {
  return {
    url: "/en/x",
    name: "X",
    siteTitle: "Kaarna",
    contentType,
    layoutTheme: null,
    publishedDate: null,
    metadata: { currentLanguage: "en" },
    navigation: { pageLanguages: [] },
    pageMetadata: { noIndex: false },
    ...extra,
  } as unknown as PageModel;
}

const product = (buyable: boolean[]) => ({ product: { variations: buyable.map((isBuyable) => ({ isBuyable })) } });

describe("robots by page type", () => {
  it("never indexes the search result page, even when the CMS says index", () => {
    expect(headTags(model(["Page", "SearchResult"]), LOCATION).robots).toBe("noindex,nofollow");
  });

  it("keeps a product nobody can buy out of the index, even when the CMS says index", () => {
    expect(headTags(model(["Page", "Product"], product([false, false])), LOCATION).robots).toBe("noindex,nofollow");
  });

  it("indexes the content search page itself, but not a search on it", () => {
    const search = model(["Page", "Search"]);
    expect(headTags(search, LOCATION).robots).toBeNull();
    expect(headTags(search, { ...LOCATION, search: "?q=cocoa" }).robots).toBe("noindex,nofollow");
    expect(headTags(search, { ...LOCATION, search: "?categoryIds=1,2" }).robots).toBe("noindex,nofollow");
  });

  it("indexes a product with one buyable variation, and an ordinary page", () => {
    expect(headTags(model(["Page", "Product"], product([false, true])), LOCATION).robots).toBeNull();
    expect(headTags(model(["Page", "Article"]), LOCATION).robots).toBeNull();
  });
});

describe("a product page's meta tags", () => {
  const box = {
    product: {
      code: "K4001",
      variations: [
        { code: "K4001-250G", isBuyable: true },
        { code: "K4001-500G", isBuyable: true },
      ],
    },
  };

  it("name the variation in ?code as sku and the product's code as product-id (spec 001 §2)", () => {
    const tags = headTags(model(["Page", "Product"], box), { ...LOCATION, search: "?code=K4001-500G" });
    expect(tags.named).toEqual([
      { name: "sku", content: "K4001-500G" },
      { name: "product-id", content: "K4001" },
    ]);
  });

  it("name the first variation when ?code names none of the product's", () => {
    const tags = headTags(model(["Page", "Product"], box), { ...LOCATION, search: "?code=nope" });
    expect(tags.named[0]).toEqual({ name: "sku", content: "K4001-250G" });
  });

  it("are absent on pages without a product", () => {
    expect(headTags(model(["Page", "Article"]), LOCATION).named).toEqual([]);
  });
});
