// The shop cart calls of the embedded commerce API (bearer token): GET the cart, POST add, remove,
// delete and quantity, each answering the whole cart in the call's language.
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import * as v from "valibot";
import { DEFAULT_LANGUAGE, type Language } from "../../../../shared/languages.ts";
import { type Market, marketOr } from "../../../../shared/markets.ts";
import { isLanguage } from "../../../../shared/rules/locale.ts";
import type { CartError } from "../../../../shared/schemas/cart.ts";
import {
  AddToCartSchema,
  DeleteFromCartSchema,
  RemoveFromCartSchema,
  UpdateQuantitySchema,
} from "../../../../shared/schemas/cart-requests.ts";
import type { Env } from "../../../env.ts";
import { addToCart, CartProblem, type CartEditContext, deleteFromCart, removeFromCart, updateQuantity } from "./cart-actions.ts";
import { cartStore } from "./cart-store.ts";
import { priceCheckout } from "../checkout/checkout-view.ts";
import { d1CatalogueLookup } from "./catalogue-lookup.ts";
import { commerceMessage } from "./messages.ts";
import { verifyToken } from "./tokens.ts";

type CartBindings = { Bindings: Env; Variables: { anonymousId: string; language: Language; market: Market } };

/** `?language=` first, then the first supported language of Accept-Language. */
export function callLanguage(query: string | undefined, acceptLanguage: string | undefined): Language {
  if (isLanguage(query)) return query;
  const preferred = (acceptLanguage ?? "")
    .split(",")
    .map((part) => part.split(";")[0]!.trim().slice(0, 2).toLowerCase())
    .find(isLanguage);
  return preferred ?? DEFAULT_LANGUAGE;
}

const problem = (status: number, message: string, errors: CartError["errors"] = []): CartError => ({ status, message, errors });

const authorised = createMiddleware<CartBindings>(async (c, next) => {
  const language = callLanguage(c.req.query("language"), c.req.header("accept-language"));
  c.set("language", language);
  // The cart is priced in the call's market (the default's when none or an unknown one is named).
  c.set("market", marketOr(c.req.query("market")));
  const token = c.req.header("authorization")?.match(/^Bearer\s+(\S+)$/i)?.[1];
  const anonymousId = token ? await verifyToken(c.env.DB, token) : null;
  if (!anonymousId) {
    c.header("WWW-Authenticate", 'Bearer error="invalid_token"');
    return c.json(problem(401, commerceMessage("cart.unauthorized", language)), 401);
  }
  c.set("anonymousId", anonymousId);
  await next();
});

type Edit<T> = (context: CartEditContext, body: T) => Promise<unknown>;

/** `createsCart`: only an add may create the cart; the other edits need a line, so no cart answers 404. */
function editRoute<S extends v.GenericSchema>(schema: S, edit: Edit<v.InferOutput<S>>, createsCart = false) {
  return async (c: import("hono").Context<CartBindings>) => {
    const language = c.get("language");
    const json = await c.req.json().catch(() => undefined);
    const parsed = v.safeParse(schema, json);
    if (!parsed.success) {
      const errors = parsed.issues.map((issue) => ({ key: v.getDotPath(issue) ?? "body", value: issue.message }));
      return c.json(problem(400, commerceMessage("cart.invalid-request", language), errors), 400);
    }
    const store = cartStore(c.env.DB);
    const catalogue = d1CatalogueLookup(c.env.DB);
    const anonymousId = c.get("anonymousId");
    const cart = createsCart ? await store.open(anonymousId) : await store.load(anonymousId);
    try {
      await edit({ anonymousId, cart, store, catalogue, language }, parsed.output);
    } catch (error) {
      if (!(error instanceof CartProblem)) throw error;
      const message = commerceMessage(error.key, language, error.values);
      return c.json(problem(error.status, message, [{ key: error.key, value: message }]), error.status);
    }
    // The whole cart as checkout prices it: coupons, shipping and gift cards included.
    return c.json((await priceCheckout(c.env.DB, await store.load(c.get("anonymousId")), language, c.get("market"))).cart);
  };
}

export const cartRoutes = new Hono<CartBindings>()
  .use(authorised)
  .get("/", async (c) => {
    const cart = await cartStore(c.env.DB).load(c.get("anonymousId"));
    return c.json((await priceCheckout(c.env.DB, cart, c.get("language"), c.get("market"))).cart);
  })
  .post("/add", editRoute(AddToCartSchema, addToCart, true))
  .post("/remove", editRoute(RemoveFromCartSchema, removeFromCart))
  .post("/delete", editRoute(DeleteFromCartSchema, deleteFromCart))
  .post("/quantity", editRoute(UpdateQuantitySchema, updateQuantity));
