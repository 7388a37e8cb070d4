import { describe, expect, it } from "vitest";
import { CONTENT_DEPTH, contentAreaItems, placeContentAreaItems } from "../../worker/upstream/embedded/content/content-tree.ts";

const blocks = new Map<number, unknown>([
  [1, { contentType: ["Block", "ContainerBlock"], contentArea: [2, 3] }],
  [2, { contentType: ["Block", "HeroBlock"], heading: "Hello" }],
  [3, { contentType: ["Block", "NoticeBlock"], text: "Open on Sunday" }],
  // A block whose own area names itself: the walk stops at its depth instead of looping.
  [4, { contentType: ["Block", "ContainerBlock"], contentArea: [4] }],
]);
const byId = (item: unknown) => (typeof item === "number" ? blocks.get(item) : item);

describe("the content tree", () => {
  it("lists the items of every content area, nested ones too", () => {
    const fields = { title: "Start", mainContentArea: [1, { contentType: ["Block", "LinkBlock"], items: [5] }] };
    expect(contentAreaItems(fields)).toEqual([1, { contentType: ["Block", "LinkBlock"], items: [5] }, 5]);
  });

  it("places blocks by id in content areas, then places the placed blocks' own areas", () => {
    const placed = placeContentAreaItems({ mainContentArea: [1, 99] }, byId);
    expect(placed).toEqual({
      mainContentArea: [
        {
          contentType: ["Block", "ContainerBlock"],
          contentArea: [
            { contentType: ["Block", "HeroBlock"], heading: "Hello" },
            { contentType: ["Block", "NoticeBlock"], text: "Open on Sunday" },
          ],
        },
      ],
    });
  });

  it("stops at its depth when blocks name each other in a loop", () => {
    let nesting = 0;
    let node = placeContentAreaItems({ contentArea: [4] }, byId) as { contentArea?: unknown[] };
    while (Array.isArray(node.contentArea) && typeof node.contentArea[0] === "object") {
      node = node.contentArea[0] as { contentArea?: unknown[] };
      nesting += 1;
    }
    expect(nesting).toBeGreaterThan(0);
    expect(nesting).toBeLessThanOrEqual(CONTENT_DEPTH + 1);
  });
});
