// Which block leads its page: the first block of a content area that is itself at the top of the page
// or inside a leading block. A leading hero's first picture is the likely largest paint, fetched early
// and eagerly; a hero further down the page loads its pictures lazily like everything else.
import { createContext, useContext } from "react";
import { moduleNameOf } from "../../shared/rules/content-type.ts";
import type { Block } from "../../shared/schemas/page-model.ts";

/** True outside any block: a page's own content areas start with a leading block. */
export const LeadBlockContext = createContext(true);

export function useIsLeadBlock(): boolean {
  return useContext(LeadBlockContext);
}

/**
 * Blocks that draw one line of navigation, or nothing where they stand: an editor's breadcrumbs or
 * back link above a hero leave the hero the page's largest paint, so the block after them leads.
 */
const PASSES_THE_LEAD: ReadonlySet<string> = new Set(["breadcrumbs-block", "back-button-navigation-block", "popup-block"]);

/** The index of the block that leads a content area (when the area itself leads), or -1. */
export function leadingBlockIndex(blocks: readonly Block[]): number {
  return blocks.findIndex((block) => !PASSES_THE_LEAD.has(moduleNameOf(block.contentType)));
}
