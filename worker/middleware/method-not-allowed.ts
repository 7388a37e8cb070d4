// The answer for an /api path no route took: 405 with `Allow` when the path is known under other
// methods (DESIGN.md "HTTP contract"), otherwise 404. Known paths come from the app's own route table,
// so a new route needs no second list here.
import type { Context, Hono } from "hono";
import { ApiError } from "../api-error.ts";

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"] as const;

/** A route path (`/api/me/checkout/:cartId/details`, `/api/products/*`) as a whole-path pattern. */
function pathPattern(path: string): RegExp {
  const source = path
    .split("/")
    .map((part) => {
      if (part === "*") return ".*";
      if (part.startsWith(":")) return "[^/]+";
      return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    })
    .join("/");
  return new RegExp(`^${source}/?$`);
}

export function methodNotAllowed(app: Hono<never>) {
  let table: { method: string; pattern: RegExp }[] | undefined;
  return (c: Context) => {
    // API routes registered with a method (not middleware, not this catch-all), read once the app is built.
    table ??= app.routes
      .filter(
        (route) =>
          (METHODS as readonly string[]).includes(route.method) && route.path.startsWith("/api/") && route.path !== "/api/*",
      )
      .map((route) => ({ method: route.method, pattern: pathPattern(route.path) }));
    const allowed = new Set(table.filter((route) => route.pattern.test(c.req.path)).map((route) => route.method));
    if (allowed.has("GET")) allowed.add("HEAD");
    if (allowed.size === 0) throw new ApiError(404, /*i18n*/ "api.not-found", { values: { path: c.req.path } });
    c.header("Allow", METHODS.filter((method) => allowed.has(method)).join(", "));
    throw new ApiError(405, /*i18n*/ "api.method-not-allowed", { values: { method: c.req.method } });
  };
}
