// The test-only fault switch: FAULTS="cart.quantity:fail,checkout.order:stall" makes the named
// upstream calls answer 503 or stall 5 s. Only the e2e/test configuration sets FAULTS; unset, this
// is a no-op. A call's name is its /api/me path without ids: /api/me/cart/quantity → cart.quantity,
// /api/me/checkout/12/order → checkout.order, /api/me/orders/<id> → orders.
import { createMiddleware } from "hono/factory";
import type { Env } from "../../../env.ts";

const STALL_MS = 5000;
const ID_SEGMENT = /^(\d+|[0-9a-f]{8}-[0-9a-f-]{27})$/i;

export function faultName(path: string): string | null {
  if (!path.startsWith("/api/me/")) return null;
  return path
    .slice("/api/me/".length)
    .split("/")
    .filter((segment) => segment && !ID_SEGMENT.test(segment))
    .join(".");
}

export function parseFaults(spec: string | undefined): Map<string, "fail" | "stall"> {
  const faults = new Map<string, "fail" | "stall">();
  for (const entry of (spec ?? "").split(",")) {
    const [name, mode] = entry.trim().split(":");
    if (name && (mode === "fail" || mode === "stall")) faults.set(name, mode);
  }
  return faults;
}

export const faultSwitch = createMiddleware<{ Bindings: Env }>(async (c, next) => {
  if (!c.env.FAULTS) return next();
  const name = faultName(c.req.path);
  const mode = name ? parseFaults(c.env.FAULTS).get(name) : undefined;
  if (mode === "fail") return c.json({ status: 503, message: `Fault injected: ${name}`, errors: [] }, 503);
  if (mode === "stall") await new Promise((resolve) => setTimeout(resolve, STALL_MS));
  await next();
});
