// The one way to load a page's modules ahead of rendering it: its page-type module, every block
// module its content areas name and the catalog parts they show (before hydration, in the route
// loader, on hover prefetch).
import type { PageModel } from "../../shared/schemas/page-model.ts";
import { loadPageCatalogParts } from "../i18n/i18n.ts";
import { collectModules } from "./collect-modules.ts";
import { blockRegistry } from "#block-registry";
import { pageRegistry } from "#page-registry";

export async function preloadPageModules(model: PageModel): Promise<void> {
  const modules = collectModules(model);
  await Promise.all([
    pageRegistry.preload([modules.page]),
    blockRegistry.preload(modules.blocks),
    loadPageCatalogParts(model.metadata.currentLanguage, modules),
  ]);
}

/** Whether a page's page-type and block modules have all loaded (a failed load leaves one out). */
export function pageModulesLoaded(model: PageModel): boolean {
  const modules = collectModules(model);
  const missing = (registry: typeof pageRegistry | typeof blockRegistry, name: string) =>
    registry.has(name) && !registry.loaded(name);
  return !missing(pageRegistry, modules.page) && !modules.blocks.some((name) => missing(blockRegistry, name));
}
