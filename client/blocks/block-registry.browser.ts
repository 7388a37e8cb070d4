// The block registry of the browser's production build, in place of block-registry.ts: the first
// page's blocks are imported by the files the worker names, and the table of every block, with its
// lists of every chunk and stylesheet, loads only when the shopper goes on.
import { isBlockType } from "../../shared/content-types.ts";
import { createBrowserRegistry } from "../registry/browser-registry.ts";
import type { ModuleRegistry } from "../registry/module-registry.ts";
import type { BlockProps } from "./block-props.ts";

export const blockRegistry: ModuleRegistry<BlockProps> = createBrowserRegistry<BlockProps>("blocks", isBlockType, () =>
  import("./registry.ts").then((table) => table.blockModules),
);
