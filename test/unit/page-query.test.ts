import { describe, expect, it } from "vitest";
import { pageQueryOf } from "../../shared/rules/page-query.ts";

describe("the catch-all route's q and categoryIds", () => {
  it.each([
    ["", { q: "", categoryIds: [] }],
    ["?q=%20mint%20", { q: "mint", categoryIds: [] }],
    ["?categoryIds=12", { q: "", categoryIds: [12] }],
    ["?categoryIds=12&categoryIds=7", { q: "", categoryIds: [12, 7] }],
    ["?categoryIds=12,7,12", { q: "", categoryIds: [12, 7] }],
    ["?categoryIds=abc&categoryIds=3&categoryIds=-1&categoryIds=1.5&categoryIds=", { q: "", categoryIds: [3] }],
    ["?categoryIds=99999999999999999999", { q: "", categoryIds: [] }],
    ["?q=dark&categoryIds=4&page=2", { q: "dark", categoryIds: [4] }],
  ])("%s", (search, expected) => {
    expect(pageQueryOf(search)).toEqual(expected);
  });
});
