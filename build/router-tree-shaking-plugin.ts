// Lets the bundler drop the React Router components the browser never uses. Its
// production build defines them at the top of its modules as `React$1.forwardRef(…)` with no pure
// annotation, then sets `X.displayName = "X"`: both look like side effects, so every client bundle
// kept <Link>, <NavLink>, <Form> and the framework-mode prefetch code behind them (PrefetchPageLinks,
// route-module links), 3.9 KB gzip of every page's first load. This marks the calls pure and drops
// the display names (React reads them only in development and DevTools). The shop's links are its
// own (client/components/RouterAnchor.tsx), so nothing it renders changes.
import type { Plugin } from "vite";

const ROUTER_MODULE = /[/]node_modules[/]react-router[/]dist[/]production[/].+\.js$/;
const FORWARD_REF = /\bReact\$1\.forwardRef\(/g;
const DISPLAY_NAME = /^\w+\.displayName = "\w+";$/gm;
/** The module that holds <Link> and <Form>: if it stops matching, the plugin has gone stale. */
const COMPONENTS_MODULE = /[/]lib[/]dom[/]lib\.js$/;

/** Rewrites a React Router production module (exported for its unit test). */
export function markRouterComponentsPure(code: string): string {
  return code.replace(FORWARD_REF, "/* @__PURE__ */ React$1.forwardRef(").replace(DISPLAY_NAME, "");
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
          "react-router's lib/dom/lib.js no longer has `React$1.forwardRef(` or `X.displayName = …`: see whether " +
            "build/router-tree-shaking-plugin.ts is still needed and update or remove it",
        );
      }
    },
  };
}
