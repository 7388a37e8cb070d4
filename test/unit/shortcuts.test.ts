// The shortcuts block's rules: a list continues at the item it expects, else at its
// index, never past its end; the block's schema falls back to cards for an unknown mode and drops a
// picture that is neither a site path nor https.
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { ShortcutsBlockSchema } from "../../shared/schemas/shortcuts.ts";
import { pageSizeOf, shortcutOf, shortcutPage } from "../../worker/upstream/embedded/shortcuts/shortcut-pages.ts";

const items = [11, 12, 13, 14, 15].map((id) => shortcutOf(id, { title: `Item ${id}` })!);
const ids = (answer: ReturnType<typeof shortcutPage>) => answer.shortcutItems.map((item) => item.id);

describe("a shortcuts list a page at a time", () => {
  it("starts at the index and says where the next page starts", () => {
    const answer = shortcutPage(items, 2, 0, null);
    expect(ids(answer)).toEqual([11, 12]);
    expect(answer.queryOptions).toEqual({ hasMore: true, indexWhereToContinue: 2, nextContentReferenceItem: 13 });
  });

  it("continues at the expected item when the list moved under the index", () => {
    expect(ids(shortcutPage(items, 2, 1, 14))).toEqual([14, 15]);
  });

  it("falls back to the index when the expected item is gone", () => {
    expect(ids(shortcutPage(items, 2, 2, 99))).toEqual([13, 14]);
  });

  it("ends with no more to show, also past the end", () => {
    expect(shortcutPage(items, 3, 3, null).queryOptions).toEqual({
      hasMore: false,
      indexWhereToContinue: 5,
      nextContentReferenceItem: null,
    });
    expect(shortcutPage(items, 3, 40, null)).toEqual({
      shortcutItems: [],
      queryOptions: { hasMore: false, indexWhereToContinue: 5, nextContentReferenceItem: null },
    });
  });

  it("takes the block's page size within 1 to 24, else 24", () => {
    expect(pageSizeOf({ pageSize: 3 })).toBe(3);
    expect(pageSizeOf({ pageSize: 100 })).toBe(24);
    expect(pageSizeOf({ pageSize: 0 })).toBe(24);
    expect(pageSizeOf({})).toBe(24);
  });

  it("leaves out an item without a title", () => {
    expect(shortcutOf(1, { title: "" })).toBeNull();
  });
});

describe("the shortcuts block's fields", () => {
  const base = { contentLink: { id: 1 }, contentType: ["Block", "ShortcutsBlock"], shortcutBlocks: [] };

  it("shows an unknown display mode as cards and defaults the rest", () => {
    const fields = v.parse(ShortcutsBlockSchema, { ...base, displayOption: "tiles" });
    expect(fields).toMatchObject({
      displayOption: "cards",
      forceToCarousel: false,
      forceMaxWidth: false,
      floatingMode: false,
      queryOptions: { hasMore: false, indexWhereToContinue: 0, nextContentReferenceItem: null },
    });
  });

  it("keeps a site or https picture and drops any other address", () => {
    const item = (image: string) => ({ title: "A", image });
    const fields = v.parse(ShortcutsBlockSchema, {
      ...base,
      shortcutBlocks: [
        item("/media/a.webp"),
        item("https://cdn.example/a.jpg"),
        item("javascript:alert(1)"),
        item("//evil/a.png"),
      ],
    });
    expect(fields.shortcutBlocks.map((shortcut) => shortcut.image)).toEqual([
      "/media/a.webp",
      "https://cdn.example/a.jpg",
      null,
      null,
    ]);
  });
});
