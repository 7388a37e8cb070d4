// Per-call context of the embedded checkout: the bearer token's anonymous shopper, the call's
// language and market, the shopper's cart (a cart id that is not theirs is 404), and error answers.
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import * as v from "valibot";
import type { Language } from "../../../../shared/languages.ts";
import { type Market, marketOr } from "../../../../shared/markets.ts";
import type { CheckoutError } from "../../../../shared/schemas/checkout.ts";
import type { Env } from "../../../env.ts";
import { callLanguage } from "../commerce/cart-routes.ts";
import { cartStore, type StoredCart } from "../commerce/cart-store.ts";
import { verifyToken } from "../commerce/tokens.ts";
import { type CheckoutMessageKey, CheckoutProblem, checkoutMessage } from "./messages.ts";

export type CheckoutBindings = { Bindings: Env; Variables: { anonymousId: string; language: Language; market: Market } };
export type CheckoutContext = Context<CheckoutBindings>;

export function problemResponse(c: Context, language: Language, problem: CheckoutProblem) {
  const message = checkoutMessage(problem.key, language, problem.values);
  const errors = problem.errors.length > 0 ? problem.errors : [{ key: problem.key, value: message }];
  return c.json({ status: problem.status, message, errors } satisfies CheckoutError, problem.status);
}

export const problem = (status: CheckoutProblem["status"], key: CheckoutMessageKey) => new CheckoutProblem(status, key);

export const authorised = createMiddleware<CheckoutBindings>(async (c, next) => {
  const language = callLanguage(c.req.query("language"), c.req.header("accept-language"));
  c.set("language", language);
  c.set("market", marketOr(c.req.query("market")));
  const token = c.req.header("authorization")?.match(/^Bearer\s+(\S+)$/i)?.[1];
  const anonymousId = token ? await verifyToken(c.env.DB, token) : null;
  if (!anonymousId) {
    c.header("WWW-Authenticate", 'Bearer error="invalid_token"');
    return problemResponse(c, language, problem(401, "checkout.unauthorized"));
  }
  c.set("anonymousId", anonymousId);
  await next();
});

/** The shopper's cart when the path's cart id is theirs; otherwise a 404 problem. */
export async function ownCart(c: CheckoutContext): Promise<StoredCart> {
  const cart = await cartStore(c.env.DB).load(c.get("anonymousId"));
  if (String(cart.id) !== c.req.param("cartId")) throw problem(404, "checkout.not-found");
  return cart;
}

/** Parses a JSON body with the contract's schema; field errors as entries, nothing changed. */
export async function body<S extends v.GenericSchema>(c: CheckoutContext, schema: S): Promise<v.InferOutput<S>> {
  const json: unknown = await c.req.json().catch(() => undefined);
  const parsed = v.safeParse(schema, json, { abortPipeEarly: true });
  if (parsed.success) return parsed.output;
  const errors = parsed.issues.map((issue) => ({ key: v.getDotPath(issue) ?? "body", value: issue.message }));
  throw new CheckoutProblem(400, "checkout.invalid-request", {}, errors);
}

/** Runs a handler, answering its CheckoutProblem as a CheckoutError. */
export function handle(run: (c: CheckoutContext) => Promise<Response>) {
  return async (c: CheckoutContext) => {
    try {
      return await run(c);
    } catch (error) {
      if (error instanceof CheckoutProblem) return problemResponse(c, c.get("language"), error);
      throw error;
    }
  };
}
