// The files of a page's own page and block modules in the browser's build, from the
// build's manifest, for its hydration payload (empty under the development server, which serves sources).
import { clientAssets } from "virtual:client-assets";
import type { ModuleFile, PageModuleFiles } from "../../client/registry/module-assets.ts";
import { blockRegistry } from "#block-registry";
import { pageRegistry } from "#page-registry";
import type { PageModules } from "../../client/registry/collect-modules.ts";

function fileOf(name: string | undefined): ModuleFile | undefined {
  const module = name ? clientAssets.modules[name] : undefined;
  return name && module ? { export: name, file: module.file } : undefined;
}

export function pageModuleFiles(modules: PageModules | null): PageModuleFiles {
  const files: PageModuleFiles = { pages: {}, blocks: {} };
  if (!modules) return files;
  const page = fileOf(pageRegistry.fileOf(modules.page));
  if (page) files.pages[modules.page] = page;
  for (const name of modules.blocks) {
    const block = fileOf(blockRegistry.fileOf(name));
    if (block) files.blocks[name] = block;
  }
  return files;
}
