// The browser's checkout API (DESIGN.md worker contract): /api/me/checkout/{cartId}/details, coupon,
// greeting, shipping, payment, gift-card and order, the consents (not personal: cached 5 minutes in
// KV) and GET /api/me/orders/{orderId}. Same guards as the cart: same origin, JSON only, bodies
// validated before anything is forwarded, never cached by the browser or an edge.
import { type Context, Hono } from "hono";
import { createMiddleware } from "hono/factory";
import * as v from "valibot";
import { CartSchema } from "../../shared/schemas/cart.ts";
import {
  CardPaymentBodySchema,
  CheckoutStateSchema,
  ConsentListSchema,
  CouponBodySchema,
  DetailsBodySchema,
  GiftCardBodySchema,
  GiftCardRemoveBodySchema,
  GreetingBodySchema,
  OrderBodySchema,
  OrderCreatedSchema,
  OrderSchema,
  PaymentDetailsSchema,
  PaymentResultSchema,
  ShippingSelectionSchema,
} from "../../shared/schemas/checkout.ts";
import type { AppBindings } from "../env.ts";
import { readShopperCookie } from "../session/shopper-cookie.ts";
import { shopperLanguage, translator } from "../session/shopper-language.ts";
import { createUpstream } from "../upstream/port.ts";
import { withTimeout } from "../upstream/upstream-error.ts";
import { proxyCheckout } from "./checkout-proxy.ts";
import { apiError, jsonBody, PRIVATE_NO_STORE, sameOrigin } from "./guards.ts";

export const CONSENTS_TTL_SECONDS = 300;
export const consentsCacheKey = (language: string) => `checkout:consents:v1:${language}`;

const noStore = createMiddleware<AppBindings>(async (c, next) => {
  await next();
  c.res.headers.set("Cache-Control", PRIVATE_NO_STORE);
});

/** Reads need the shopper's own session; without one there is nothing of theirs to show. */
const needsSession = createMiddleware<AppBindings>(async (c, next) => {
  if (!readShopperCookie(c)) return apiError(c, 404, translator(shopperLanguage(c)).t("checkout-error.not-found"));
  await next();
});

const cartPath = (c: Context<AppBindings>, step: string) => `/api/me/checkout/${c.req.param("cartId")}/${step}`;

async function consents(c: Context<AppBindings>) {
  const tr = translator(shopperLanguage(c));
  const key = consentsCacheKey(tr.language);
  const cached = await c.env.PAGE_MODELS.get(key, "json").catch(() => null);
  const hit = v.safeParse(ConsentListSchema, cached);
  if (hit.success) return c.json(hit.output);
  const upstream = createUpstream(c.env, c.executionCtx);
  const url = `https://upstream.invalid/api/me/checkout/consents?language=${tr.language}`;
  const response = await withTimeout(
    upstream.fetch(new Request(url, { headers: { accept: "application/json", "accept-language": tr.language } })),
    5000,
    "The consents call",
  ).catch(() => null);
  const parsed = v.safeParse(ConsentListSchema, response?.ok ? await response.json().catch(() => null) : null);
  if (!parsed.success) {
    console.error("Consents could not be loaded", { status: response?.status ?? null });
    return apiError(c, 502, tr.t("checkout-error.upstream-failed"));
  }
  c.executionCtx.waitUntil(c.env.PAGE_MODELS.put(key, JSON.stringify(parsed.output), { expirationTtl: CONSENTS_TTL_SECONDS }));
  return c.json(parsed.output);
}

const CART = "/checkout/:cartId{[0-9]+}";

/** Mounted at /api/me next to the cart routes. */
export const checkoutRoutes = new Hono<AppBindings>()
  .use("/checkout/*", noStore, sameOrigin)
  .use("/orders/*", noStore)
  .get("/checkout/consents", consents)
  .put(`${CART}/details`, jsonBody(DetailsBodySchema), (c) =>
    proxyCheckout(c, { method: "PUT", path: cartPath(c, "details"), body: c.req.valid("json") }, CheckoutStateSchema),
  )
  .put(`${CART}/coupon`, jsonBody(CouponBodySchema), (c) =>
    proxyCheckout(c, { method: "PUT", path: cartPath(c, "coupon"), body: c.req.valid("json") }, CartSchema),
  )
  .put(`${CART}/greeting`, jsonBody(GreetingBodySchema), (c) =>
    proxyCheckout(c, { method: "PUT", path: cartPath(c, "greeting"), body: c.req.valid("json") }, CartSchema),
  )
  .get(`${CART}/shipping`, needsSession, (c) =>
    proxyCheckout(c, { method: "GET", path: cartPath(c, "shipping") }, CheckoutStateSchema),
  )
  .put(`${CART}/shipping`, jsonBody(ShippingSelectionSchema), (c) =>
    proxyCheckout(c, { method: "PUT", path: cartPath(c, "shipping"), body: c.req.valid("json") }, CheckoutStateSchema),
  )
  .get(`${CART}/payment`, needsSession, (c) =>
    proxyCheckout(c, { method: "GET", path: cartPath(c, "payment") }, PaymentDetailsSchema),
  )
  .post(`${CART}/payment`, jsonBody(CardPaymentBodySchema), (c) =>
    proxyCheckout(c, { method: "POST", path: cartPath(c, "payment"), body: c.req.valid("json") }, PaymentResultSchema),
  )
  .post(`${CART}/gift-card`, jsonBody(GiftCardBodySchema), (c) =>
    proxyCheckout(c, { method: "POST", path: cartPath(c, "gift-card"), body: c.req.valid("json") }, PaymentDetailsSchema),
  )
  .delete(`${CART}/gift-card`, jsonBody(GiftCardRemoveBodySchema), (c) =>
    proxyCheckout(c, { method: "DELETE", path: cartPath(c, "gift-card"), body: c.req.valid("json") }, PaymentDetailsSchema),
  )
  .post(`${CART}/order`, jsonBody(OrderBodySchema), (c) =>
    proxyCheckout(c, { method: "POST", path: cartPath(c, "order"), body: c.req.valid("json") }, OrderCreatedSchema),
  )
  .get("/orders/:orderId{[0-9a-f-]{36}}", needsSession, (c) =>
    proxyCheckout(c, { method: "GET", path: `/api/me/orders/${c.req.param("orderId")}` }, OrderSchema),
  );
