// Compiles the ICU catalogs in locales/<locale>/messages.json at build time into
// `virtual:lingui-catalog/<locale>`, so the browser and the worker ship compiled messages and no
// message parser (Lingui's own CLI is not installable here: see docs/decisions/003-lingui-catalogs.md).
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { Plugin } from "vite";

const PREFIX = "virtual:lingui-catalog/";
const RESOLVED_PREFIX = "\0lingui-catalog:";

export function compileCatalog(source: Record<string, string>) {
  return Object.fromEntries(Object.entries(source).map(([key, message]) => [key, compileMessage(message)]));
}

export function linguiCatalogs(): Plugin {
  let root = process.cwd();
  return {
    name: "kaakao:lingui-catalogs",
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
      const file = resolve(root, "locales", locale, "messages.json");
      this.addWatchFile(file);
      const compiled = compileCatalog(JSON.parse(readFileSync(file, "utf8")));
      return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
    },
  };
}
