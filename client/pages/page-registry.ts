// The page-type registry of the worker and the development server: each module imported by the table
// in registry.ts. The browser's production build uses page-registry.browser.ts instead (the
// browser's production condition of package.json's #page-registry).
import { createModuleRegistry, type ModuleRegistry } from "../registry/module-registry.ts";
import type { PageProps } from "./page-props.ts";
import { pageModules } from "./registry.ts";

export const pageRegistry: ModuleRegistry<PageProps> = createModuleRegistry<PageProps>(pageModules);
