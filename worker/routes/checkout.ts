// The browser's checkout API (DESIGN.md worker contract): /api/me/checkout/{cartId}/details, coupon,
// greeting, shipping, payment, gift-card and order, the consents (not personal: kept by the checkout
// consents strategy) and GET /api/me/orders/{orderId}. Same guards as the cart: same origin, JSON only, bodies
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
import { ApiError } from "../api-error.ts";
import { cachedRead } from "../cache/cached-read.ts";
import { CACHE_STRATEGIES } from "../cache/strategies.ts";
import type { AppBindings } from "../env.ts";
import { currentMemberSession } from "../member/current-member.ts";
import { noStore } from "../middleware/no-store.ts";
import { readShopperCookie } from "../session/shopper-cookie.ts";
import { shopperLanguage } from "../session/shopper-language.ts";
import { createUpstream } from "../upstream/upstream-call.ts";
import { UpstreamError } from "../upstream/upstream-error.ts";
import { jsonBody, sameOrigin } from "../middleware/guards.ts";
import { checkOfferedCountries } from "./offered-countries.ts";
import { shopperProxy } from "./shopper-proxy.ts";

const proxyCheckout = shopperProxy("checkout");
const ADDRESS_COUNTRY_PATHS = { countryCode: "shippingAddress.countryCode", phone: "shippingAddress.phoneNumber" };

export const consentsCacheKey = (language: string) => `checkout:consents:v1:${language}`;

/** Reads need the shopper's own session; without one there is nothing of theirs to show. */
const needsSession = createMiddleware<AppBindings>(async (c, next) => {
  if (!(await readShopperCookie(c))) throw new ApiError(404, /*i18n*/ "checkout-error.not-found");
  await next();
});

/**
 * Writes need the shopper's anonymous id (spec 000 §5): without a session there is no cart of theirs
 * to change, and the call is refused before anything is read or forwarded.
 */
const needsAnonymousId = createMiddleware<AppBindings>(async (c, next) => {
  if (!(await readShopperCookie(c))) {
    throw new ApiError(400, /*i18n*/ "checkout-error.no-anonymous-id");
  }
  await next();
});

const cartPath = (c: Context<AppBindings>, step: string) => `/api/me/checkout/${c.req.param("cartId")}/${step}`;

async function consents(c: Context<AppBindings>) {
  const language = shopperLanguage(c);
  const upstream = createUpstream(c.env, c.executionCtx);
  const { load } = await cachedRead(c, CACHE_STRATEGIES.checkoutConsents, {
    key: consentsCacheKey(language),
    schema: ConsentListSchema,
    load: async () => {
      const response = await upstream.call("/api/me/checkout/consents", {
        timeout: CACHE_STRATEGIES.checkoutConsents.timeout,
        query: { language },
        headers: { "accept-language": language },
      });
      const parsed = v.safeParse(ConsentListSchema, response.ok ? await response.json().catch(() => null) : null);
      if (!parsed.success) throw new UpstreamError(`The consents call answered ${response.status} without a consent list`, 502);
      return { found: true, value: parsed.output };
    },
  });
  if (!load.found) throw new ApiError(502, /*i18n*/ "checkout-error.upstream-failed");
  return c.json(load.value);
}

const CART = "/checkout/:cartId{[0-9]+}";

/** Mounted at /api/me next to the cart routes. */
export const checkoutRoutes = new Hono<AppBindings>()
  .use("/checkout/*", noStore, sameOrigin)
  // The write methods only: a method no step takes stays 405, with or without a session.
  .on(["PUT", "POST", "DELETE"], `${CART}/*`, needsAnonymousId)
  .use("/orders/*", noStore)
  .get("/checkout/consents", consents)
  .put(`${CART}/details`, jsonBody(DetailsBodySchema), async (c) => {
    const body = c.req.valid("json");
    const { countryCode, phoneNumber } = body.shippingAddress;
    await checkOfferedCountries(c, { countryCode, phone: phoneNumber }, ADDRESS_COUNTRY_PATHS);
    return proxyCheckout(c, { method: "PUT", path: cartPath(c, "details"), body }, CheckoutStateSchema);
  })
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
  // A signed-in member's order is theirs: their token goes with it, and their history lists it.
  .post(`${CART}/order`, jsonBody(OrderBodySchema), async (c) => {
    const member = await currentMemberSession(c).catch(() => null);
    const call = {
      method: "POST",
      path: cartPath(c, "order"),
      body: c.req.valid("json"),
      memberToken: member?.accessToken,
    } as const;
    return proxyCheckout(c, call, OrderCreatedSchema);
  })
  .get("/orders/:orderId{[0-9a-f-]{36}}", needsSession, (c) =>
    proxyCheckout(c, { method: "GET", path: `/api/me/orders/${c.req.param("orderId")}` }, OrderSchema),
  );
