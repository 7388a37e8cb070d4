// The head of a page that shows one item its address names: read from the item's data
// in the query cache, which the page's data loader put there before the render (page-data.ts). The
// worker builds the first document's head with it, the browser the head after a client navigation.
import type { QueryClient } from "@tanstack/react-query";
import type { PageType } from "../../shared/content-types.ts";
import type { PageItemHead } from "../../shared/rules/head-tags.ts";
import type { PageModel } from "../../shared/schemas/page-model.ts";
import { pageModuleName } from "../registry/page-module-name.ts";
import { releaseHead } from "./press-release/release-key.ts";

type ItemHead = (model: PageModel, queryClient: QueryClient, search: string) => PageItemHead | null;

const ITEM_HEADS: Partial<Record<PageType, ItemHead>> = {
  "cision-news-release": releaseHead,
};

export function pageItemHead(model: PageModel, queryClient: QueryClient, search: string): PageItemHead | null {
  return ITEM_HEADS[pageModuleName(model) as PageType]?.(model, queryClient, search) ?? null;
}
