// The one way to load a page's modules ahead of rendering it: its page-type module and every block
// module its content areas name (before hydration, in the route loader, on hover prefetch).
import type { PageModel } from "../../shared/schemas/page-model.ts";
import { blockRegistry } from "../blocks/registry.ts";
import { pageRegistry } from "../pages/registry.ts";
import { collectModules } from "./collect-modules.ts";

export async function preloadPageModules(model: PageModel): Promise<void> {
  const modules = collectModules(model);
  await Promise.all([pageRegistry.preload([modules.page]), blockRegistry.preload(modules.blocks)]);
}
