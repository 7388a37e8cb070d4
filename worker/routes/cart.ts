// The browser's cart API (DESIGN.md worker contract): GET /api/me/cart and POST add, remove, delete and
// quantity, guarded and validated here, then proxied to the upstream as the shopper. Each answers the
// whole cart; nothing here is ever cached.
import { type Context, Hono } from "hono";
import { createMiddleware } from "hono/factory";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import * as v from "valibot";
import { CartErrorSchema, CartSchema } from "../../shared/schemas/cart.ts";
import {
  AddToCartSchema,
  DeleteFromCartSchema,
  RemoveFromCartSchema,
  UpdateQuantitySchema,
} from "../../shared/schemas/cart-requests.ts";
import type { AppBindings } from "../env.ts";
import { SessionError } from "../session/anonymous-session.ts";
import { callAsShopper, type ShopperCall } from "../session/shopper-call.ts";
import { readShopperCookie } from "../session/shopper-cookie.ts";
import { shopperLanguage, translator } from "../session/shopper-language.ts";
import { UpstreamError } from "../upstream/upstream-error.ts";
import { emptyCart } from "./empty-cart.ts";
import { apiError, jsonBody, PRIVATE_NO_STORE, sameOrigin } from "./guards.ts";

/** Proxies one call and maps the upstream's answer to the browser's contract. */
async function proxyCart(c: Context<AppBindings>, call: Omit<ShopperCall, "language">) {
  const tr = translator(shopperLanguage(c));
  let response: Response;
  try {
    response = await callAsShopper(c, { ...call, language: tr.language });
  } catch (error) {
    if (error instanceof SessionError) return apiError(c, 503, tr.t("cart.session-failed"));
    if (error instanceof UpstreamError) {
      console.error("Cart call failed", { path: call.path, status: error.status });
      return apiError(c, 502, tr.t("cart.upstream-failed"));
    }
    throw error;
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (response.ok) {
    const cart = v.safeParse(CartSchema, json);
    if (cart.success) return c.json(cart.output);
    console.error("Cart upstream sent an invalid cart", { path: call.path, issues: v.summarize(cart.issues) });
    return apiError(c, 502, tr.t("cart.upstream-failed"));
  }
  if (response.status === 401) return apiError(c, 503, tr.t("cart.session-failed"));
  if (response.status >= 400 && response.status < 500) {
    const problem = v.safeParse(CartErrorSchema, json);
    const status = response.status as ContentfulStatusCode;
    if (problem.success) return apiError(c, status, problem.output.message, problem.output.errors);
    return apiError(c, status, tr.t("cart.request-refused"));
  }
  console.error("Cart upstream failed", { path: call.path, status: response.status });
  return apiError(c, 502, tr.t("cart.upstream-failed"));
}

const noStore = createMiddleware<AppBindings>(async (c, next) => {
  await next();
  c.res.headers.set("Cache-Control", PRIVATE_NO_STORE);
});

/** Mounted at /api/me; the guards are scoped to /cart so other /api/me routes choose their own. */
export const cartRoutes = new Hono<AppBindings>()
  .use("/cart", noStore, sameOrigin)
  .use("/cart/*", noStore, sameOrigin)
  .get("/cart", (c) =>
    readShopperCookie(c) ? proxyCart(c, { method: "GET", path: "/api/me/cart" }) : c.json(emptyCart(shopperLanguage(c))),
  )
  .post("/cart/add", jsonBody(AddToCartSchema), (c) =>
    proxyCart(c, { method: "POST", path: "/api/me/cart/add", body: c.req.valid("json") }),
  )
  .post("/cart/remove", jsonBody(RemoveFromCartSchema), (c) =>
    proxyCart(c, { method: "POST", path: "/api/me/cart/remove", body: c.req.valid("json") }),
  )
  .post("/cart/delete", jsonBody(DeleteFromCartSchema), (c) =>
    proxyCart(c, { method: "POST", path: "/api/me/cart/delete", body: c.req.valid("json") }),
  )
  .post("/cart/quantity", jsonBody(UpdateQuantitySchema), (c) =>
    proxyCart(c, { method: "POST", path: "/api/me/cart/quantity", body: c.req.valid("json") }),
  );
