// Compiles the ICU catalogs in locales/<locale>/*.json (one file per area of the site) at build time into
// `virtual:lingui-catalog/<locale>`, so the browser and the worker ship compiled messages and no
// message parser (Lingui's own CLI is not installable here: see docs/decisions/003-lingui-catalogs.md).
import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { Plugin } from "vite";

const PREFIX = "virtual:lingui-catalog/";
const RESOLVED_PREFIX = "\0lingui-catalog:";

export function compileCatalog(source: Record<string, string>) {
  return Object.fromEntries(Object.entries(source).map(([key, message]) => [key, compileMessage(message)]));
}

/** Merges a language's catalog files; a key defined twice is an error, not a silent override. */
export function readCatalog(directory: string, onFile: (file: string) => void = () => {}): Record<string, string> {
  const merged: Record<string, string> = {};
  for (const name of readdirSync(directory)
    .filter((file) => file.endsWith(".json"))
    .sort()) {
    const file = resolve(directory, name);
    onFile(file);
    for (const [key, message] of Object.entries(JSON.parse(readFileSync(file, "utf8")) as Record<string, string>)) {
      if (key in merged) throw new Error(`Catalog key "${key}" is defined twice in ${directory}`);
      merged[key] = message;
    }
  }
  return merged;
}

export function linguiCatalogs(): Plugin {
  let root = process.cwd();
  return {
    name: "kaarna:lingui-catalogs",
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? RESOLVED_PREFIX + id.slice(PREFIX.length) : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return undefined;
      const locale = id.slice(RESOLVED_PREFIX.length);
      if (!/^[a-z]{2}$/.test(locale)) throw new Error(`Unknown catalog locale "${locale}"`);
      const compiled = compileCatalog(readCatalog(resolve(root, "locales", locale), (file) => this.addWatchFile(file)));
      return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
    },
  };
}
