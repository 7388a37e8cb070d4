// Proxies one checkout call to the upstream as the shopper and maps its answer to the browser's
// contract: the success body checked against its schema, CheckoutError bodies passed on, failures
// in the shopper's language. Card data in bodies is never logged (only the path is).
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import * as v from "valibot";
import { CheckoutErrorSchema } from "../../shared/schemas/checkout.ts";
import type { AppBindings } from "../env.ts";
import { SessionError } from "../session/anonymous-session.ts";
import { callAsShopper, type ShopperCall } from "../session/shopper-call.ts";
import { shopperLanguage, translator } from "../session/shopper-language.ts";
import { UpstreamError } from "../upstream/upstream-error.ts";
import { apiError } from "./guards.ts";

export async function proxyCheckout<S extends v.GenericSchema>(
  c: Context<AppBindings>,
  call: Omit<ShopperCall, "language">,
  schema: S,
) {
  const tr = translator(shopperLanguage(c));
  let response: Response;
  try {
    response = await callAsShopper(c, { ...call, language: tr.language });
  } catch (error) {
    if (error instanceof SessionError) return apiError(c, 503, tr.t("checkout-error.session-failed"));
    if (error instanceof UpstreamError) {
      console.error("Checkout call failed", { method: call.method, path: call.path, status: error.status });
      return apiError(c, error.status === 504 ? 504 : 502, tr.t("checkout-error.upstream-failed"));
    }
    throw error;
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (response.ok) {
    const parsed = v.safeParse(schema, json);
    if (parsed.success) return c.json(parsed.output as object, response.status as ContentfulStatusCode);
    console.error("Checkout upstream sent an invalid answer", { path: call.path, issues: v.summarize(parsed.issues) });
    return apiError(c, 502, tr.t("checkout-error.upstream-failed"));
  }
  if (response.status === 401) return apiError(c, 503, tr.t("checkout-error.session-failed"));
  if (response.status >= 400 && response.status < 500) {
    const problem = v.safeParse(CheckoutErrorSchema, json);
    const status = response.status as ContentfulStatusCode;
    if (problem.success) return apiError(c, status, problem.output.message, problem.output.errors);
    return apiError(c, status, tr.t("checkout-error.request-refused"));
  }
  console.error("Checkout upstream failed", { method: call.method, path: call.path, status: response.status });
  return apiError(c, 502, tr.t("checkout-error.upstream-failed"));
}
