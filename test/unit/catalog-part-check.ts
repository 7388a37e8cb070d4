// Follows the browser code's imports from every place code starts to load (the entry, each page and
// block module, each lazily loaded piece) and names each message shown there that none of the
// catalog parts loaded with it holds. A lazily loaded piece loads the parts of every
// module that can load it, plus those its withCatalogParts(…) call names.
import { type CatalogPart, partsOfMessage } from "../../client/i18n/catalog-parts.ts";

export interface SourceFile {
  path: string;
  text: string;
}

export interface CatalogPartRoots {
  /** The files code starts from with the parts loaded with them (the entry: the shell). */
  roots: { file: string; parts: readonly CatalogPart[] }[];
  /** Files whose dynamic imports are roots of their own (the page and block registries). */
  registries: readonly string[];
}

export interface Violation {
  root: string;
  file: string;
  message: string;
  loaded: CatalogPart[];
}

const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^"';]*?\sfrom\s+)?["'](\.{1,2}\/[^"']+)["']/gm;
const DYNAMIC_IMPORT = /(withCatalogParts\(\s*\[([^\]]*)\]\s*,\s*)?\(\)\s*=>\s*import\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g;
const OTHER_DYNAMIC_IMPORT = /(?<!=>\s*)import\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g;
const STRING = /["'`]([A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)+)["'`]/g;

function resolve(from: string, specifier: string): string {
  const parts = from.split("/").slice(0, -1);
  for (const part of specifier.split("/")) {
    if (part === "..") parts.pop();
    else if (part !== ".") parts.push(part);
  }
  return parts.join("/");
}

export function catalogPartViolations(
  files: SourceFile[],
  messageIds: ReadonlySet<string>,
  options: CatalogPartRoots,
): Violation[] {
  const byPath = new Map(files.map((file) => [file.path, file]));
  const graph = new Map<string, { imports: string[]; lazy: { target: string; parts: CatalogPart[] }[]; messages: string[] }>();
  for (const file of files) {
    const imports = [...file.text.matchAll(STATIC_IMPORT)].map((m) => resolve(file.path, m[1] ?? ""));
    const lazy = [...file.text.matchAll(DYNAMIC_IMPORT)].map((m) => ({
      target: resolve(file.path, m[3] ?? ""),
      parts: [...(m[2] ?? "").matchAll(/["']([a-z-]+)["']/g)].map((p) => p[1] as CatalogPart),
    }));
    for (const m of file.text.matchAll(OTHER_DYNAMIC_IMPORT)) lazy.push({ target: resolve(file.path, m[1] ?? ""), parts: [] });
    const messages = [...file.text.matchAll(STRING)].map((m) => m[1] ?? "").filter((id) => messageIds.has(id));
    graph.set(file.path, { imports: imports.filter((path) => byPath.has(path)), lazy, messages });
  }
  const closure = (start: string) => {
    const seen = new Set<string>();
    const visit = (path: string) => {
      if (seen.has(path) || !graph.has(path)) return;
      seen.add(path);
      for (const next of graph.get(path)?.imports ?? []) visit(next);
    };
    visit(start);
    return seen;
  };

  // Each root's loaded parts; a lazily loaded piece's are the intersection over every way to reach it.
  const loaded = new Map<string, Set<CatalogPart>>();
  const queue: string[] = [];
  const offer = (file: string, parts: Iterable<CatalogPart>) => {
    const offered = new Set<CatalogPart>(["shell", ...parts]);
    const known = loaded.get(file);
    const next = known ? new Set([...known].filter((part) => offered.has(part))) : offered;
    if (!known || next.size !== known.size) {
      loaded.set(file, next);
      queue.push(file);
    }
  };
  for (const root of options.roots) offer(root.file, root.parts);
  while (queue.length > 0) {
    const root = queue.shift() as string;
    const parts = loaded.get(root) ?? new Set<CatalogPart>();
    for (const file of closure(root)) {
      if (options.registries.includes(file)) continue;
      for (const lazy of graph.get(file)?.lazy ?? []) if (graph.has(lazy.target)) offer(lazy.target, [...parts, ...lazy.parts]);
    }
  }

  const violations: Violation[] = [];
  for (const [root, parts] of loaded) {
    for (const file of closure(root)) {
      for (const message of graph.get(file)?.messages ?? []) {
        if (!partsOfMessage(message).some((part) => parts.has(part)))
          violations.push({ root, file, message, loaded: [...parts] });
      }
    }
  }
  return violations;
}
