// Follows the browser code's imports from every place code starts to load (the entry, each page and
// block module, each lazily loaded piece) and names each message shown there that none of the
// catalog parts loaded with it holds. A lazily loaded piece loads the parts of every
// module that can load it, plus those its withCatalogParts(…) call names. Files are read with
// TypeScript's own parser, so the check sees code as the compiler does, however it is formatted.
import ts from "typescript";
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

interface FileFacts {
  imports: string[];
  lazy: { target: string; parts: CatalogPart[] }[];
  messages: string[];
}

function resolve(from: string, specifier: string): string {
  const parts = from.split("/").slice(0, -1);
  for (const part of specifier.split("/")) {
    if (part === "..") parts.pop();
    else if (part !== ".") parts.push(part);
  }
  return parts.join("/");
}

const relative = (node: ts.Node | undefined): string | undefined =>
  node && ts.isStringLiteral(node) && node.text.startsWith(".") ? node.text : undefined;

/** The parts a `withCatalogParts([…], () => import(…))` around a dynamic import names. */
function partsAround(call: ts.CallExpression): CatalogPart[] {
  // The import may go on in the loader, as in `() => import("./X.tsx").then(…)`.
  let arrow: ts.Node = call.parent;
  while (ts.isPropertyAccessExpression(arrow) || ts.isCallExpression(arrow)) arrow = arrow.parent;
  const wrapper = ts.isArrowFunction(arrow) ? arrow.parent : undefined;
  if (!wrapper || !ts.isCallExpression(wrapper) || wrapper.expression.getText() !== "withCatalogParts") return [];
  const [list] = wrapper.arguments;
  if (!list || !ts.isArrayLiteralExpression(list)) return [];
  return list.elements.flatMap((element) => (ts.isStringLiteral(element) ? [element.text as CatalogPart] : []));
}

/** A file's value imports, dynamic imports and the message ids its string literals name. */
function factsOf(file: SourceFile, messageIds: ReadonlySet<string>): FileFacts {
  const facts: FileFacts = { imports: [], lazy: [], messages: [] };
  const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) {
      const specifier = relative(node.moduleSpecifier);
      if (specifier) facts.imports.push(resolve(file.path, specifier));
    } else if (ts.isExportDeclaration(node) && !node.isTypeOnly) {
      const specifier = relative(node.moduleSpecifier);
      if (specifier) facts.imports.push(resolve(file.path, specifier));
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const specifier = relative(node.arguments[0]);
      if (specifier) facts.lazy.push({ target: resolve(file.path, specifier), parts: partsAround(node) });
    } else if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && messageIds.has(node.text)) {
      facts.messages.push(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return facts;
}

export function catalogPartViolations(
  files: SourceFile[],
  messageIds: ReadonlySet<string>,
  options: CatalogPartRoots,
): Violation[] {
  const byPath = new Map(files.map((file) => [file.path, file]));
  const graph = new Map<string, FileFacts>();
  for (const file of files) {
    const facts = factsOf(file, messageIds);
    graph.set(file.path, { ...facts, imports: facts.imports.filter((path) => byPath.has(path)) });
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

/**
 * A module table's file for each name, as the compiler reads the table: each property of its exported
 * object is a type's name, and the `import(…)` in its value (or in the const its value names) its file.
 */
export function tableFiles(table: SourceFile): Map<string, string> {
  const source = ts.createSourceFile(table.path, table.text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const importIn = (node: ts.Node): string | undefined => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const specifier = relative(node.arguments[0]);
      return specifier && resolve(table.path, specifier);
    }
    return ts.forEachChild(node, importIn);
  };
  const consts = new Map<string, string>();
  const files = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      let value = declaration.initializer;
      while (value && ts.isSatisfiesExpression(value)) value = value.expression;
      if (value && ts.isObjectLiteralExpression(value)) {
        for (const property of value.properties) {
          if (!ts.isPropertyAssignment(property)) continue;
          const name = ts.isStringLiteral(property.name) || ts.isIdentifier(property.name) ? property.name.text : undefined;
          const init = property.initializer;
          const file = ts.isIdentifier(init) ? consts.get(init.text) : importIn(init);
          if (name && file) files.set(name, file);
        }
      } else if (value && ts.isIdentifier(declaration.name)) {
        const file = importIn(value);
        if (file) consts.set(declaration.name.text, file);
      }
    }
  }
  return files;
}
