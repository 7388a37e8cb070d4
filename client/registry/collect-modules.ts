// Which page module and block modules a page model needs, so they load before render and hydration.
import { moduleNameOf } from "../../shared/rules/content-type.ts";
import type { PageModel } from "../../shared/schemas/page-model.ts";
import { pageModuleName } from "./page-module-name.ts";

export interface PageModules {
  readonly page: string;
  readonly blocks: readonly string[];
}

/** A model is walked once: the entry, the route's preload and the page's breadcrumbs all ask (per model object). */
const collected = new WeakMap<PageModel, PageModules>();

export function collectModules(model: PageModel): PageModules {
  const known = collected.get(model);
  if (known) return known;
  const modules = walk(model);
  collected.set(model, modules);
  return modules;
}

function walk(model: PageModel): PageModules {
  const blocks = new Set<string>();
  const visit = (node: unknown, depth: number) => {
    if (depth > 8 || !node || typeof node !== "object") return;
    if (Array.isArray(node)) {
      for (const item of node) visit(item, depth + 1);
      return;
    }
    const record = node as Record<string, unknown>;
    if (depth > 0 && Array.isArray(record.contentType) && record.contentLink) {
      const name = moduleNameOf(record.contentType as string[]);
      if (name) blocks.add(name);
    }
    for (const [key, value] of Object.entries(record)) {
      if (key !== "navigation" && key !== "footer" && value && typeof value === "object") visit(value, depth + 1);
    }
  };
  visit(model, 0);
  return { page: pageModuleName(model), blocks: [...blocks] };
}
