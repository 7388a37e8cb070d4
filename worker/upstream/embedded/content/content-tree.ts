// A page's fields as a tree: content areas (lists of blocks, by id or in place) inside blocks inside
// content areas. The one walk over it every part of the embedded backend uses, with one depth limit.

/** How deep a tree of fields is followed; below it a value is left as it is (a loop of blocks stops here). */
export const CONTENT_DEPTH = 12;

// A location's content area is contentAreaItems (spec 001 §3).
export const isContentAreaKey = (key: string) => /contentarea(?:items)?$/i.test(key) || key === "items" || key === "blocks";

/** Every item of every content area in the fields, nested areas too (a block id, or a block in place). */
export function contentAreaItems(value: unknown, depth = 0): unknown[] {
  if (depth > CONTENT_DEPTH || !value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, child]) => [
    ...(isContentAreaKey(key) && Array.isArray(child) ? child : []),
    ...contentAreaItems(child, depth + 1),
  ]);
}

/**
 * The fields with each content area's items replaced by what `place` makes of them (undefined drops
 * the item), then walked in turn, so blocks placed in an area have their own areas placed too.
 */
export function placeContentAreaItems(value: unknown, place: (item: unknown) => unknown, depth = 0): unknown {
  if (depth > CONTENT_DEPTH || !value || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((item) => placeContentAreaItems(item, place, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => {
      if (!isContentAreaKey(key) || !Array.isArray(child)) return [key, placeContentAreaItems(child, place, depth + 1)];
      const placed = child.map(place).filter((item) => item !== undefined);
      return [key, placed.map((item) => placeContentAreaItems(item, place, depth + 1))];
    }),
  );
}
