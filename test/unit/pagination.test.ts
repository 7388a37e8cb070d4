import { describe, expect, it } from "vitest";
import { type PaginationItem, pageCount, paginationItems, PAGINATION_VISIBLE } from "../../shared/rules/pagination.ts";

/** 1 2 3 4 … 20 as a compact string. */
const show = (items: PaginationItem[]) => items.map((item) => (item.kind === "page" ? String(item.page) : "…")).join(" ");
const { desktop, mobile } = PAGINATION_VISIBLE;

describe("pagination", () => {
  it("shows every page when they fit in the visible slots", () => {
    expect(show(paginationItems(1, 1, desktop))).toBe("1");
    expect(show(paginationItems(5, 8, desktop))).toBe("1 2 3 4 5 6 7 8");
    expect(show(paginationItems(2, 6, mobile))).toBe("1 2 3 4 5 6");
  });

  it("shows the first 4 pages and the last while the current page is at most 3", () => {
    for (const current of [1, 2, 3]) {
      expect(show(paginationItems(current, 20, desktop))).toBe("1 2 3 4 … 20");
      expect(show(paginationItems(current, 7, mobile))).toBe("1 2 3 4 … 7");
    }
  });

  it("mirrors that at the end", () => {
    for (const current of [18, 19, 20]) expect(show(paginationItems(current, 20, desktop))).toBe("1 … 17 18 19 20");
    expect(show(paginationItems(7, 7, mobile))).toBe("1 … 4 5 6 7");
  });

  it("shows the current page with its neighbours in between, fewer on mobile", () => {
    expect(show(paginationItems(10, 20, desktop))).toBe("1 … 9 10 11 … 20");
    expect(show(paginationItems(10, 20, mobile))).toBe("1 … 10 … 20");
    expect(show(paginationItems(4, 9, desktop))).toBe("1 … 3 4 5 … 9");
  });

  it("never exceeds the visible slots", () => {
    for (const visible of [desktop, mobile])
      for (let total = 1; total <= 30; total++)
        for (let current = 1; current <= total; current++)
          expect(paginationItems(current, total, visible).length).toBeLessThanOrEqual(visible);
  });

  it("clamps a current page outside the range", () => {
    expect(show(paginationItems(0, 3, desktop))).toBe("1 2 3");
    expect(show(paginationItems(99, 20, desktop))).toBe("1 … 17 18 19 20");
  });

  it("counts pages from the total, at least one", () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
  });
});
