// The search page address (spec 000 §2, spec 001 §3 search block): the words in q, URL-encoded, and
// the block's categories as one comma list; nothing but the page itself when there is neither.
import { describe, expect, it } from "vitest";
import { searchAddress } from "../../client/components/search/search-url.ts";
import { pageQueryOf } from "../../shared/rules/page-query.ts";

describe("the search page address", () => {
  it("URL-encodes the trimmed words", () => {
    expect(searchAddress("/en/search", "  mint & dark/70% ")).toBe("/en/search?q=mint%20%26%20dark%2F70%25");
  });

  it("adds a search block's categories as a comma list after the words, or alone", () => {
    expect(searchAddress("/en/search", "salmiakki", [12, 40])).toBe("/en/search?q=salmiakki&categoryIds=12,40");
    expect(searchAddress("/en/search", " ", [7])).toBe("/en/search?categoryIds=7");
  });

  it("is the search page itself without words or categories, and keeps a query the page already has", () => {
    expect(searchAddress("/en/search", "   ")).toBe("/en/search");
    expect(searchAddress("/en/search?brand=kaarna", "oat")).toBe("/en/search?brand=kaarna&q=oat");
  });

  it("reads back on the search page as the words and the numbers it was made of", () => {
    const address = searchAddress("/en/search", "dark & mint", [3, 9]);
    expect(pageQueryOf(new URL(address, "https://shop.test").search)).toEqual({ q: "dark & mint", categoryIds: [3, 9] });
  });
});
