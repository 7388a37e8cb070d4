// Lets the bundler drop the React Router components the browser never uses. Its
// production build defines them at the top of its modules as `React$1.forwardRef(…)` with no pure
// annotation, then sets `X.displayName = "X"`: both look like side effects, so every client bundle
// kept <Link>, <NavLink>, <Form> and the framework-mode prefetch code behind them (PrefetchPageLinks,
// route-module links), 3.9 KB gzip of every page's first load. This marks the calls pure and drops
// the display names (React reads them only in development and DevTools). The shop's links are its
// own (client/components/RouterAnchor.tsx), so nothing it renders changes.
import { type ESTree, type Plugin, parseSync } from "vite";

const ROUTER_MODULE = /[/]node_modules[/]react-router[/]dist[/]production[/].+\.js$/;
/** The module that holds <Link> and <Form>: if nothing in it is rewritten, the plugin has gone stale. */
const COMPONENTS_MODULE = /[/]lib[/]dom[/]lib\.js$/;

type Edit = { start: number; end: number; text: string };

const isForwardRef = (node: ESTree.Expression) =>
  node.type === "CallExpression" &&
  node.callee.type === "MemberExpression" &&
  node.callee.object.type === "Identifier" &&
  node.callee.object.name === "React$1" &&
  node.callee.property.type === "Identifier" &&
  node.callee.property.name === "forwardRef";

const isDisplayName = (statement: ESTree.Statement | ESTree.Directive | ESTree.ModuleDeclaration) =>
  statement.type === "ExpressionStatement" &&
  statement.expression.type === "AssignmentExpression" &&
  statement.expression.left.type === "MemberExpression" &&
  statement.expression.left.property.type === "Identifier" &&
  statement.expression.left.property.name === "displayName";

/** What the rewrite changes in a module, read from its syntax tree: each top-level `const X = React$1.forwardRef(…)` marked pure, each `X.displayName = …` statement dropped. */
export function routerComponentEdits(code: string): Edit[] {
  const edits: Edit[] = [];
  for (const statement of parseSync("react-router.js", code).program.body) {
    if (isDisplayName(statement)) edits.push({ start: statement.start, end: statement.end, text: "" });
    if (statement.type !== "VariableDeclaration") continue;
    for (const { init } of statement.declarations)
      if (init && isForwardRef(init)) edits.push({ start: init.start, end: init.start, text: "/* @__PURE__ */ " });
  }
  return edits;
}

/** Rewrites a React Router production module (exported for its unit test). */
export function markRouterComponentsPure(code: string): string {
  return routerComponentEdits(code).reduceRight(
    (rewritten, edit) => rewritten.slice(0, edit.start) + edit.text + rewritten.slice(edit.end),
    code,
  );
}

export function routerTreeShaking(): Plugin {
  let componentsRewritten = false;
  return {
    name: "kaarna:router-tree-shaking",
    // The browser's bundle only: the worker's size is not a shopper's download.
    applyToEnvironment: (environment) => environment.name === "client",
    buildStart() {
      componentsRewritten = false;
    },
    transform: {
      filter: { id: ROUTER_MODULE },
      handler(code, id) {
        const rewritten = markRouterComponentsPure(code);
        if (rewritten === code) return null;
        if (COMPONENTS_MODULE.test(id)) componentsRewritten = true;
        return { code: rewritten, map: null };
      },
    },
    buildEnd(error) {
      if (error || this.environment.mode !== "build") return;
      if (!componentsRewritten) {
        this.error(
          "react-router's lib/dom/lib.js no longer has a top-level `React$1.forwardRef(…)` or `X.displayName = …`: see whether " +
            "build/router-tree-shaking-plugin.ts is still needed and update or remove it",
        );
      }
    },
  };
}
