// A shortcuts block's items a page at a time (spec 001 §7 "Shortcut items for a block id").
// The CMS stores the block's items as a content area of shortcut item blocks and its page size;
// the page model carries the first page and query options saying where the next one starts: the index
// and the content id expected there. The id wins: if editors moved items since the page was cached,
// the list continues after the last item the shopper saw, without repeating or skipping any.
import { MAX_SHORTCUT_ITEMS_PER_ANSWER, type ShortcutItemsResponse } from "../../../../shared/schemas/shortcuts.ts";

/** The stored fields of a shortcuts block that are not the spec's: its items' ids and its page size. */
export const ITEMS_AREA = "shortcutItemsContentArea";
export const PAGE_SIZE = "pageSize";

/** A shortcut item as the content service sends it (the spec's fields and the item's content id). */
export interface StoredShortcut {
  id: number;
  title: string;
  description: string | null;
  image: string | null;
  imageAltText: string;
  callToAction: string | null;
  callToActionName: string | null;
  infoText1: string | null;
  infoText2: string | null;
  layoutTheme: string | null;
}

type Fields = Record<string, unknown>;
const text = (value: unknown) => (typeof value === "string" && value ? value : null);

/** A shortcut item block (its content id and fields) in the spec's item shape; null for anything else. */
export function shortcutOf(id: number, fields: Fields): StoredShortcut | null {
  const title = text(fields.title);
  if (!title) return null;
  return {
    id,
    title,
    description: text(fields.description),
    image: text(fields.image),
    imageAltText: text(fields.imageAltText) ?? "",
    callToAction: text(fields.callToAction),
    callToActionName: text(fields.callToActionName),
    infoText1: text(fields.infoText1),
    infoText2: text(fields.infoText2),
    layoutTheme: text(fields.layoutTheme),
  };
}

/** How many items one page holds: the block's page size, else as many as an answer may carry. */
export function pageSizeOf(fields: Fields): number {
  const size = fields[PAGE_SIZE];
  return typeof size === "number" && Number.isInteger(size) && size > 0
    ? Math.min(size, MAX_SHORTCUT_ITEMS_PER_ANSWER)
    : MAX_SHORTCUT_ITEMS_PER_ANSWER;
}

/** The page that starts at `index`, or right at the item `next` when it is still in the list. */
export function shortcutPage(
  items: readonly StoredShortcut[],
  pageSize: number,
  index: number,
  next: number | null,
): ShortcutItemsResponse {
  const anchored = next === null ? -1 : items.findIndex((item) => item.id === next);
  const start = Math.min(anchored >= 0 ? anchored : index, items.length);
  const shortcutItems = items.slice(start, start + pageSize);
  const end = start + shortcutItems.length;
  return {
    shortcutItems,
    queryOptions: { hasMore: end < items.length, indexWhereToContinue: end, nextContentReferenceItem: items[end]?.id ?? null },
  };
}
