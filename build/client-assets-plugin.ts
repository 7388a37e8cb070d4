// Gives the worker the client build's entry script, its CSS and the per-module chunks through
// `virtual:client-assets`, so SSR can link exactly the code a page shows.
import { readFileSync } from "node:fs";
import { basename, extname, relative, resolve } from "node:path";
import react from "@vitejs/plugin-react";
import type { Plugin } from "vite";

const VIRTUAL_ID = "virtual:client-assets";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
export const CLIENT_ENTRY = "client/entry.tsx";
/** The document's one script: it loads the entry once the page is drawn. */
export const BOOT_ENTRY = "client/boot.ts";
/**
 * The web-vitals reporter: an entry of its own that the boot imports by its address, since a
 * dynamic import the bundler sees would bring its preload helper, shared with the entry, into the boot.
 */
export const FIELD_REPORTER_ENTRY = "client/analytics/field-reporter.ts";
/**
 * The chunks of the libraries every page runs, in the order they import each other: the boot evaluates
 * each in a task of its own before the entry, so no one task links and runs all of them.
 */
export const LIBRARY_CHUNKS = ["react", "framework"] as const;
/** The tables of page and block modules: the browser loads them only to navigate. */
const MODULE_TABLES = ["client/pages/registry.ts", "client/blocks/registry.ts"];
/** Beside Vite's manifest: each table module's export (named like its file) and its source, from the client build. */
const MODULE_TABLES_FILE = ".vite/module-tables.json";

type ManifestChunk = { file: string; name?: string; css?: string[]; imports?: string[]; isEntry?: boolean };

export function clientAssets(): Plugin {
  let root = process.cwd();
  let command: "build" | "serve" = "serve";
  return {
    name: "kaarna:client-assets",
    configResolved(config) {
      root = config.root;
      command = config.command;
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    // The client build names each page and block module its tables load, from the bundler's own graph.
    generateBundle(_options, bundle) {
      if (this.environment?.name !== "client") return;
      const ownChunks = new Set(Object.values(bundle).flatMap((file) => (file.type === "chunk" ? [file.facadeModuleId] : [])));
      const modules: Record<string, string> = {};
      for (const table of MODULE_TABLES) {
        const loaded = this.getModuleInfo(resolve(root, table))?.dynamicallyImportedIds ?? [];
        if (loaded.length === 0) throw new Error(`The client build loads no module through ${table}`);
        for (const id of loaded) {
          const source = relative(root, id);
          // The worker names a module's file to the browser; a module folded into another chunk has none.
          if (!ownChunks.has(id))
            throw new Error(`${source} has no chunk of its own: import what others share from client/components/ instead`);
          modules[basename(source, extname(source))] = source;
        }
      }
      this.emitFile({ type: "asset", fileName: MODULE_TABLES_FILE, source: JSON.stringify(modules) });
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      if (command === "serve" || this.environment?.name === "client") {
        const preamble = react.preambleCode.replace("__BASE__", "/");
        const dev = { dev: true, entry: `/${CLIENT_ENTRY}`, preamble, css: [], modules: {}, catalogParts: {} };
        return `export const clientAssets = ${JSON.stringify(dev)};`;
      }
      const manifestPath = resolve(root, "dist/client/.vite/manifest.json");
      const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, ManifestChunk>;
      const tables = resolve(root, `dist/client/${MODULE_TABLES_FILE}`);
      const files = new Map(Object.entries(JSON.parse(readFileSync(tables, "utf8")) as Record<string, string>));
      return `export const clientAssets = ${JSON.stringify(summarise(manifest, files))};`;
    },
  };
}

/** Reduces Vite's manifest to what the document needs: for each page and block module, its file, preloads and CSS. */
function summarise(manifest: Record<string, ManifestChunk>, files: Map<string, string>) {
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
    return seen;
  };
  const assetsOf = (key: string) => {
    const keys = [...closure(key)];
    return {
      file: `/${manifest[key]?.file}`,
      preload: keys.map((k) => `/${manifest[k]?.file}`),
      css: [...new Set(keys.flatMap((k) => manifest[k]?.css ?? []).map((f) => `/${f}`))],
    };
  };
  const entry = assetsOf(CLIENT_ENTRY);
  const boot = assetsOf(BOOT_ENTRY);
  // The boot script runs before anything else is asked for: a file of its own, importing none.
  if (boot.preload.length !== 1)
    throw new Error(`${BOOT_ENTRY} must import nothing the entry shares: ${boot.preload.join(", ")}`);
  const libraries = LIBRARY_CHUNKS.map((name) => {
    const key = [...closure(CLIENT_ENTRY)].find((k) => manifest[k]?.name === name);
    if (!key) throw new Error(`${CLIENT_ENTRY} imports no chunk named ${name}: see codeSplitting in vite.config.ts`);
    return `/${manifest[key]?.file}`;
  });
  const modules: Record<string, { file: string; preload: string[]; css: string[] }> = {};
  for (const [name, source] of files) modules[name] = assetsOf(source);
  const catalogParts: Record<string, Record<string, string>> = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    const part = /^locales\/([a-z]+)\/messages\.po\?part=([a-z-]+)$/.exec(key);
    if (!part?.[1] || !part[2]) continue;
    catalogParts[part[1]] = { ...catalogParts[part[1]], [part[2]]: `/${chunk.file}` };
  }
  // The whole site's one stylesheet (cssCodeSplit off) is the manifest's style.css.
  const siteStylesheet = manifest["style.css"]?.file;
  const css = siteStylesheet ? [`/${siteStylesheet}`, ...entry.css] : entry.css;
  const fieldReporter = assetsOf(FIELD_REPORTER_ENTRY).file;
  return {
    dev: false,
    boot: boot.file,
    entry: entry.file,
    libraries,
    preload: entry.preload,
    fieldReporter,
    css,
    modules,
    catalogParts,
  };
}
