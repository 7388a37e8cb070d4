// The shortcuts block (spec 001 §2 display modes, §3 "Shortcut item" and "Shortcuts block") and the
// answer of the call that continues its list (§7 "Shortcut items for a block id").
import * as v from "valibot";

/** The spec's display modes, spelt as the CMS sends them; the carousel is forceToCarousel, not a mode. */
export const SHORTCUT_DISPLAY_OPTIONS = ["cards", "narrow-cards", "lifts", "icons", "simple", "5050Banners", "banners"] as const;
export type ShortcutDisplayOption = (typeof SHORTCUT_DISPLAY_OPTIONS)[number];

/** Most shortcuts one answer of the items call may carry (a block's page is the CMS's choice, within this). */
export const MAX_SHORTCUT_ITEMS_PER_ANSWER = 24;

const Text = v.nullish(v.string(), null);
const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** A picture goes into an img src: a site path or an https address, anything else is dropped. */
const ImageUrl = v.nullish(v.fallback(v.nullable(v.pipe(v.string(), v.regex(/^(\/(?!\/)|https:\/\/)/))), null), null);

export const ShortcutItemSchema = v.object({
  /** The item's content id: keeps React's list stable and says which item load-more continues after. */
  id: v.nullish(Count, null),
  title: v.pipe(v.string(), v.trim(), v.minLength(1)),
  description: Text,
  image: ImageUrl,
  imageAltText: v.nullish(v.string(), ""),
  callToAction: Text,
  callToActionName: Text,
  infoText1: Text,
  infoText2: Text,
  layoutTheme: Text,
});
export type ShortcutItem = v.InferOutput<typeof ShortcutItemSchema>;

/** Where the list goes on: the index to continue from and the content id expected there. */
export const ShortcutsQueryOptionsSchema = v.object({
  hasMore: v.optional(v.boolean(), false),
  indexWhereToContinue: v.optional(Count, 0),
  nextContentReferenceItem: v.nullish(Count, null),
});
export type ShortcutsQueryOptions = v.InferOutput<typeof ShortcutsQueryOptionsSchema>;

const NO_MORE: ShortcutsQueryOptions = { hasMore: false, indexWhereToContinue: 0, nextContentReferenceItem: null };

export const ShortcutsBlockSchema = v.object({
  title: Text,
  headingLevel: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)), 1),
  shortcutBlocks: v.optional(v.array(ShortcutItemSchema), []),
  /** An option this storefront does not know is shown as cards rather than failing the block. */
  displayOption: v.optional(v.fallback(v.picklist(SHORTCUT_DISPLAY_OPTIONS), "cards"), "cards"),
  queryOptions: v.optional(ShortcutsQueryOptionsSchema, NO_MORE),
  forceToCarousel: v.optional(v.boolean(), false),
  forceMaxWidth: v.optional(v.boolean(), false),
  floatingMode: v.optional(v.boolean(), false),
});
export type ShortcutsBlockFields = v.InferOutput<typeof ShortcutsBlockSchema>;

export const ShortcutItemsResponseSchema = v.object({
  shortcutItems: v.pipe(v.array(ShortcutItemSchema), v.maxLength(MAX_SHORTCUT_ITEMS_PER_ANSWER)),
  queryOptions: ShortcutsQueryOptionsSchema,
});
export type ShortcutItemsResponse = v.InferOutput<typeof ShortcutItemsResponseSchema>;
