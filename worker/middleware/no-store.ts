// Answers that belong to one shopper (cart, checkout, orders, errors) are never stored by a browser
// or an edge cache.
import { createMiddleware } from "hono/factory";

export const PRIVATE_NO_STORE = "private, no-store";

/** Marks every answer of the routes it guards, errors included, as private and never stored. */
export const noStore = createMiddleware(async (c, next) => {
  await next();
  c.res.headers.set("Cache-Control", PRIVATE_NO_STORE);
});
