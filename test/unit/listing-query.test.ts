import { describe, expect, it } from "vitest";
import {
  clearListing,
  EMPTY_LISTING,
  listingApiParams,
  listingNeedsNoIndex,
  listingSearch,
  parseListingQuery,
  removeFilter,
  toggleFilter,
  withPage,
  withSort,
} from "../../shared/rules/listing-query.ts";

describe("listing query", () => {
  it("reads filters, sort and page from the query", () => {
    expect(parseListingQuery("?filter.brand=kaarna,vuoli&filter.diet=vegan&sortBy=price&sortDirection=desc&page=3")).toEqual({
      filters: { "filter.brand": ["kaarna", "vuoli"], "filter.diet": ["vegan"] },
      sort: "price-desc",
      page: 3,
    });
  });

  it("falls back to the defaults for missing or unknown values", () => {
    expect(parseListingQuery("")).toEqual(EMPTY_LISTING);
    expect(parseListingQuery("?sortBy=colour&page=-2&filter.=x&filter.brand=")).toEqual(EMPTY_LISTING);
    expect(parseListingQuery("?page=abc").page).toBe(1);
    expect(parseListingQuery("?sortBy=name").sort).toBe("name-asc");
    expect(parseListingQuery("?sortBy=news").sort).toBe("news");
  });

  it("leaves the defaults out of the URL", () => {
    expect(listingSearch(EMPTY_LISTING)).toBe("");
    expect(listingSearch({ filters: {}, sort: "name-asc", page: 1 })).toBe("?sortBy=name");
    expect(listingSearch({ filters: {}, sort: "price-desc", page: 2 })).toBe("?sortBy=price&sortDirection=desc&page=2");
  });

  it("writes filters in a stable order with readable commas, keeping other parameters", () => {
    const state = {
      filters: { "filter.size": ["200g"], "filter.brand": ["vuoli", "kaarna"] },
      sort: "standard" as const,
      page: 1,
    };
    expect(listingSearch(state, "?q=dark mint&page=4")).toBe("?q=dark%20mint&filter.brand=kaarna,vuoli&filter.size=200g");
  });

  it("round-trips a state through the URL", () => {
    const state = { filters: { "filter.diet": ["gluten-free", "vegan"] }, sort: "news" as const, page: 5 };
    expect(parseListingQuery(listingSearch(state))).toEqual(state);
  });

  it("goes back to page 1 on every filter or sort change, but not on paging", () => {
    const onPage3 = { ...EMPTY_LISTING, page: 3 };
    const filtered = toggleFilter(onPage3, "filter.brand", "kaarna");
    expect(filtered).toEqual({ filters: { "filter.brand": ["kaarna"] }, sort: "standard", page: 1 });
    expect(toggleFilter({ ...filtered, page: 2 }, "filter.brand", "kaarna")).toEqual(EMPTY_LISTING);
    expect(removeFilter({ ...filtered, page: 4 }, "filter.brand", "kaarna")).toEqual(EMPTY_LISTING);
    expect(withSort(onPage3, "price-asc").page).toBe(1);
    expect(withPage(filtered, 2).page).toBe(2);
  });

  it("clears filters, sort and page", () => {
    expect(clearListing()).toEqual(EMPTY_LISTING);
  });

  it("marks a filtered or re-sorted listing noindex, and a paged one not", () => {
    expect(listingNeedsNoIndex("")).toBe(false);
    expect(listingNeedsNoIndex("?page=2")).toBe(false);
    expect(listingNeedsNoIndex("?sortBy=standard")).toBe(false);
    expect(listingNeedsNoIndex("?filter.brand=kaarna")).toBe(true);
    expect(listingNeedsNoIndex("?sortBy=price")).toBe(true);
  });

  it("builds sorted API parameters, so equal states share a cache key", () => {
    const a = listingApiParams(
      { filters: { "filter.b": ["y", "x"], "filter.a": ["z"] }, sort: "price-desc", page: 2 },
      { category: "tablets", language: "fi" },
    );
    expect(a.toString()).toBe(
      "category=tablets&filter.a=z&filter.b=x%2Cy&language=fi&page=2&pageSize=12&sortBy=price&sortDirection=desc",
    );
    expect(listingApiParams(EMPTY_LISTING, { q: "mint" }).toString()).toBe("page=1&pageSize=12&q=mint");
  });
});
