// Which block leads its page: the first block of the first content area with one, when nothing the page
// draws itself comes before it, or the first block inside a leading block. A leading block's main
// picture is the likely largest paint, fetched early, eagerly and with high priority (and the page's
// code waits for it); a block further down loads its pictures lazily like everything else.
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

/**
 * Whether content areas leave the lead to what follows them: each is empty or holds only blocks that
 * pass it. A page gives the lead to its next area, its listing or its picture only when this holds
 * for every area above them, so one page never has two leads.
 */
export function passesTheLead(...areas: readonly (readonly Block[] | undefined)[]): boolean {
  return areas.every((blocks) => !blocks || leadingBlockIndex(blocks) === -1);
}
