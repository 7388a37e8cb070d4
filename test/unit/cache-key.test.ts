import { describe, expect, it } from "vitest";
import { isListingParam, normalisePath, pageModelCacheKey } from "../../shared/rules/cache-key.ts";

describe("page-model cache key", () => {
  it("drops page, sortBy, sortDirection, code and filter.* and keeps the rest sorted", () => {
    expect(pageModelCacheKey("/fi/tuotteet?page=3&sortBy=price&sortDirection=desc&code=K-1&filter.brand=a,b&q=kuu&a=1")).toBe(
      "/fi/tuotteet?a=1&q=kuu",
    );
  });

  it("gives addresses that differ only in listing state the same key", () => {
    const keys = new Set(
      ["/fi/x", "/fi/x?page=2", "/fi/x?sortBy=name", "/fi/x?sortDirection=asc", "/fi/x?code=abc", "/fi/x?filter.colour=red"].map(
        pageModelCacheKey,
      ),
    );
    expect([...keys]).toEqual(["/fi/x"]);
  });

  it("keeps other parameters apart", () => {
    expect(pageModelCacheKey("/fi/haku?q=kuu")).not.toBe(pageModelCacheKey("/fi/haku?q=levy"));
  });

  it("sorts parameters so their order does not matter", () => {
    expect(pageModelCacheKey("/en/a?b=2&a=1")).toBe(pageModelCacheKey("/en/a?a=1&b=2"));
  });

  it("normalises case, trailing slashes and escapes in the path", () => {
    expect(normalisePath("/FI/Tarinamme/")).toBe("/fi/tarinamme");
    expect(normalisePath("/sv/v%C3%A5r")).toBe("/sv/vår");
    expect(normalisePath("/fi/%E0%A4%A")).toBe("/fi/%e0%a4%a");
    expect(normalisePath("/")).toBe("/");
  });

  it("treats only the listed parameters as listing state", () => {
    expect(isListingParam("filter.brand")).toBe(true);
    expect(isListingParam("filters")).toBe(false);
    expect(isListingParam("q")).toBe(false);
  });
});
