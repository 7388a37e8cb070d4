// Gives the worker the client build's entry script, its CSS and the per-module chunks through
// `virtual:client-assets`, so SSR can link exactly the code a page shows.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import react from "@vitejs/plugin-react";
import type { Plugin } from "vite";

const VIRTUAL_ID = "virtual:client-assets";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
export const CLIENT_ENTRY = "client/entry.tsx";

type ManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };

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
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      if (command === "serve" || this.environment?.name === "client") {
        const preamble = react.preambleCode.replace("__BASE__", "/");
        return `export const clientAssets = ${JSON.stringify({ dev: true, entry: `/${CLIENT_ENTRY}`, preamble, css: [], modules: {} })};`;
      }
      const manifestPath = resolve(root, "dist/client/.vite/manifest.json");
      const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, ManifestChunk>;
      return `export const clientAssets = ${JSON.stringify(summarise(manifest))};`;
    },
  };
}

/** Reduces Vite's manifest to what the document needs: for each source module, its file, preloads and CSS. */
export function summarise(manifest: Record<string, ManifestChunk>) {
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
  const modules: Record<string, { file: string; preload: string[]; css: string[] }> = {};
  for (const key of Object.keys(manifest)) {
    if (key.startsWith("client/pages/") || key.startsWith("client/blocks/")) {
      const name = key.replace(/^client\/(pages|blocks)\//, "").replace(/\.tsx$/, "");
      modules[name] = assetsOf(key);
    }
  }
  return { dev: false, entry: entry.file, preload: entry.preload, css: entry.css, modules };
}
