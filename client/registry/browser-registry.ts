// The browser's page and block modules in the production build. The first page's own
// are imported by the files the worker names in the hydration payload (their stylesheets are already
// in the document); any other is loaded through its table (pages/registry.ts, blocks/registry.ts),
// whose chunk, with Vite's lists of every module's files, loads only when the shopper goes on.
import type { ModuleKind, PageModuleFiles } from "./module-assets.ts";
import { componentOf, type ModuleEntry, type ModuleRegistry, trackedRegistry } from "./module-registry.ts";

let known: PageModuleFiles = { pages: {}, blocks: {} };

/** The first page's own modules, from the hydration payload. */
export function knowPageModuleFiles(files: PageModuleFiles): void {
  known = files;
}

export function createBrowserRegistry<P>(
  kind: ModuleKind,
  isKnown: (name: string) => boolean,
  table: () => Promise<Record<string, ModuleEntry>>,
): ModuleRegistry<P> {
  return trackedRegistry<P>({
    has: isKnown,
    fileOf: (name) => known[kind][name]?.export,
    load: async (name) => {
      const own = known[kind][name];
      if (own) return componentOf<P>(await import(/* @vite-ignore */ own.file), own.export);
      const entry = (await table())[name];
      if (!entry) throw new Error(`No module is registered for "${name}"`);
      const [file, loader] = entry;
      return componentOf<P>(await loader(), file);
    },
  });
}
