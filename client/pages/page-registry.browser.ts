// The page-type registry of the browser's production build, in place of page-registry.ts: the first
// page's module is imported by the file the worker names, and the table of every page type, with its
// lists of every chunk and stylesheet, loads only when the shopper goes on.
import { isPageType } from "../../shared/content-types.ts";
import { createBrowserRegistry } from "../registry/browser-registry.ts";
import type { ModuleRegistry } from "../registry/module-registry.ts";
import type { PageProps } from "./page-props.ts";

export const pageRegistry: ModuleRegistry<PageProps> = createBrowserRegistry<PageProps>("pages", isPageType, () =>
  import("./registry.ts").then((table) => table.pageModules),
);
