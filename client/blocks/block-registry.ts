// The block registry of the worker and the development server: each module imported by the table in
// registry.ts. The browser's production build uses block-registry.browser.ts instead (the
// browser's production condition of package.json's #block-registry).
import { createModuleRegistry, type ModuleRegistry } from "../registry/module-registry.ts";
import type { BlockProps } from "./block-props.ts";
import { blockModules } from "./registry.ts";

export const blockRegistry: ModuleRegistry<BlockProps> = createModuleRegistry<BlockProps>(blockModules);
