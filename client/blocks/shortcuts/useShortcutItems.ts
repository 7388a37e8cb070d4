// The shortcuts a block shows and 'show more' (spec 001 §7 "Shortcut items for a block id"): the next
// items come from the worker's /api/shortcuts/{blockId} with the block's query options and are
// appended; `firstNew` says where they start, so the list can move focus to the first of them.
import { useState } from "react";
import type { ShortcutItem, ShortcutItemsResponse, ShortcutsQueryOptions } from "../../../shared/schemas/shortcuts.ts";
import { createApiClient } from "../../app/api-client.ts";
import { usePageModel } from "../../app/page-context.ts";
import { useStorefront } from "../../app/storefront-context.ts";

export type ShortcutsStatus = "idle" | "loading" | "failed";

export function shortcutItemsPath(blockId: number, options: ShortcutsQueryOptions): string {
  const query = new URLSearchParams({ indexWhereToContinue: String(options.indexWhereToContinue) });
  if (options.nextContentReferenceItem !== null) query.set("nextContentReferenceItem", String(options.nextContentReferenceItem));
  return `/api/shortcuts/${blockId}?${query}`;
}

export function useShortcutItems(blockId: number, first: ShortcutItem[], firstOptions: ShortcutsQueryOptions) {
  const { fetchApi } = useStorefront();
  const language = usePageModel().metadata.currentLanguage;
  const [list, setList] = useState({ items: first, options: firstOptions, firstNew: null as number | null });
  const [status, setStatus] = useState<ShortcutsStatus>("idle");

  const loadMore = async () => {
    if (status === "loading" || !list.options.hasMore) return;
    setStatus("loading");
    try {
      const answer = await createApiClient(fetchApi, language).get<ShortcutItemsResponse>(
        shortcutItemsPath(blockId, list.options),
      );
      setList((current) => ({
        items: [...current.items, ...answer.shortcutItems],
        options: answer.queryOptions,
        firstNew: answer.shortcutItems.length ? current.items.length : null,
      }));
      setStatus("idle");
    } catch (error) {
      // The shown items stay; the button stays too, so the shopper can try again.
      console.warn("More shortcuts could not be loaded", error);
      setStatus("failed");
    }
  };

  return { items: list.items, hasMore: list.options.hasMore, firstNew: list.firstNew, status, loadMore };
}
