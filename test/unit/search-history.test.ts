import { describe, expect, it } from "vitest";
import {
  addToSearchHistory,
  parseSearchHistory,
  SEARCH_HISTORY_LIMIT,
  termsMatching,
} from "../../shared/rules/search-history.ts";

describe("search history", () => {
  it("stores terms lowercased and trimmed, newest first", () => {
    expect(addToSearchHistory([], "  Dark CHOCOLATE ")).toEqual(["dark chocolate"]);
    expect(addToSearchHistory(["mint"], "Orange")).toEqual(["orange", "mint"]);
  });

  it("moves a repeated term to the front instead of keeping a duplicate", () => {
    expect(addToSearchHistory(["mint", "orange", "salt"], "ORANGE")).toEqual(["orange", "mint", "salt"]);
  });

  it("keeps only the 10 most recent terms", () => {
    const history = Array.from({ length: SEARCH_HISTORY_LIMIT }, (_, i) => `term ${i}`);
    const next = addToSearchHistory(history, "new");
    expect(next).toHaveLength(10);
    expect(next[0]).toBe("new");
    expect(next).not.toContain("term 9");
  });

  it("ignores a blank term", () => {
    expect(addToSearchHistory(["mint"], "   ")).toEqual(["mint"]);
  });

  it("reads stored values defensively", () => {
    expect(parseSearchHistory(null)).toEqual([]);
    expect(parseSearchHistory("not json")).toEqual([]);
    expect(parseSearchHistory('{"a":1}')).toEqual([]);
    expect(parseSearchHistory('["Mint", 3, "mint", " salt "]')).toEqual(["mint", "salt"]);
  });

  it("lets the chips follow what is typed, the terms starting with it first", () => {
    const suggested = ["Salmiakki Kuu", "tumma suklaa", "lahjarasia", "suklaa ja suola"];
    expect(termsMatching(suggested, "")).toEqual(suggested);
    expect(termsMatching(suggested, "  SUK ")).toEqual(["suklaa ja suola", "tumma suklaa"]);
    expect(termsMatching(suggested, "kuu")).toEqual(["Salmiakki Kuu"]);
    expect(termsMatching(suggested, "mint")).toEqual([]);
  });
});
