// The one shopper proxy of cart and checkout: calls the upstream as the shopper and answers the
// browser's contract. A success body is checked against its schema; a refusal (4xx) passes on the
// upstream's CartError/CheckoutError, already in the shopper's language; every failure is an ApiError
// with the area's message, answered by the app's onError. Bodies are never logged (card data), only paths.
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import * as v from "valibot";
import { CartErrorSchema } from "../../shared/schemas/cart.ts";
import { ApiError } from "../api-error.ts";
import type { AppBindings } from "../env.ts";
import { SessionError } from "../session/anonymous-session.ts";
import { callAsShopper, type ShopperCall } from "../session/shopper-call.ts";
import { shopperLanguage } from "../session/shopper-language.ts";
import { UpstreamError } from "../upstream/upstream-error.ts";
import { log } from "../observability/log.ts";

/** The catalog messages each area shows when its call fails. */
const AREA_MESSAGES = {
  cart: {
    sessionFailed: /*i18n*/ "cart.session-failed",
    upstreamFailed: /*i18n*/ "cart.upstream-failed",
    requestRefused: /*i18n*/ "cart.request-refused",
  },
  checkout: {
    sessionFailed: /*i18n*/ "checkout-error.session-failed",
    upstreamFailed: /*i18n*/ "checkout-error.upstream-failed",
    requestRefused: /*i18n*/ "checkout-error.request-refused",
  },
} as const;

export type ShopperArea = keyof typeof AREA_MESSAGES;

/** The proxy of one area: `proxy(c, call, schema)` answers the call's checked result or throws an ApiError. */
export function shopperProxy(area: ShopperArea) {
  return <S extends v.GenericSchema>(c: Context<AppBindings>, call: Omit<ShopperCall, "language">, schema: S) =>
    proxyAsShopper(c, area, call, schema);
}

async function proxyAsShopper(
  c: Context<AppBindings>,
  area: ShopperArea,
  call: Omit<ShopperCall, "language">,
  schema: v.GenericSchema,
): Promise<Response> {
  const messages = AREA_MESSAGES[area];
  const response = await callAsShopper(c, { ...call, language: shopperLanguage(c) }).catch((error: unknown) => {
    if (error instanceof SessionError) throw new ApiError(503, messages.sessionFailed, { cause: error });
    if (error instanceof UpstreamError) {
      log.error(`The ${area} call failed`, { method: call.method, path: call.path, status: error.status });
      throw new ApiError(error.status, messages.upstreamFailed, { cause: error });
    }
    throw error;
  });
  const json: unknown = await response.json().catch(() => undefined);
  if (response.ok) {
    const parsed = v.safeParse(schema, json);
    if (parsed.success) return c.json(parsed.output as object, response.status as ContentfulStatusCode);
    log.error(`The ${area} upstream sent an invalid answer`, { path: call.path, issues: v.summarize(parsed.issues) });
    throw new ApiError(502, messages.upstreamFailed);
  }
  if (response.status === 401) throw new ApiError(503, messages.sessionFailed);
  if (response.status < 400) {
    log.error(`The ${area} upstream answered ${response.status}`, { path: call.path, status: response.status });
    throw new ApiError(502, messages.upstreamFailed);
  }
  const status = response.status as ContentfulStatusCode;
  const problem = v.safeParse(CartErrorSchema, json);
  if (problem.success) {
    throw new ApiError(status, messages.requestRefused, {
      upstreamMessage: problem.output.message,
      errors: problem.output.errors,
    });
  }
  throw new ApiError(status, messages.requestRefused);
}
