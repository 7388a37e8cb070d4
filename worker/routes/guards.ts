// Guards for state-changing /api calls (DESIGN.md "Sessions and the proxy"): same origin only, JSON
// only, bodies validated with valibot before anything reaches the upstream. Errors are CartError-shaped
// JSON ({status, message, errors: [{key, value}]}) in the shopper's language, never cached.
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import * as v from "valibot";
import { TABLET_LIMITS } from "../../shared/rules/custom-tablet.ts";
import type { CartError } from "../../shared/schemas/cart.ts";
import type { AppBindings } from "../env.ts";
import { shopperLanguage, type Translator, translator } from "../session/shopper-language.ts";

/** Bodies of cart and checkout calls are small; anything bigger is refused unread. */
const MAX_BODY_BYTES = 32 * 1024;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const JSON_TYPE = /^application\/json\s*(?:;|$)/i;

export const PRIVATE_NO_STORE = "private, no-store";

/** Values of messages whose schema check carries no number of its own. */
const MESSAGE_VALUES: Record<string, Record<string, number>> = {
  "tablet.back-text-lines": { lines: TABLET_LIMITS.backTextLines, max: TABLET_LIMITS.backTextLineLength },
};

/** A JSON error in the shared error shape, marked private and never stored. */
export function apiError(c: Context, status: ContentfulStatusCode, message: string, errors: CartError["errors"] = []) {
  c.header("Cache-Control", PRIVATE_NO_STORE);
  return c.json({ status, message, errors } satisfies CartError, status);
}

/** Refuses a state-changing call unless it comes from this site's own pages. */
export const sameOrigin = createMiddleware<AppBindings>(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const origin = c.req.header("origin");
  const allowed = origin ? origin === new URL(c.req.url).origin : c.req.header("sec-fetch-site") === "same-origin";
  if (!allowed) return apiError(c, 403, translator(shopperLanguage(c)).t("cart.forbidden-origin"));
  await next();
});

/**
 * Accepts only `Content-Type: application/json` bodies that parse and match the schema; the output is
 * then `c.req.valid("json")`. Field errors name the field path and say what is wrong in words.
 */
export function jsonBody<S extends v.GenericSchema>(schema: S) {
  return createMiddleware<AppBindings, string, { in: { json: v.InferInput<S> }; out: { json: v.InferOutput<S> } }>(
    async (c, next) => {
      const tr = translator(shopperLanguage(c));
      if (!JSON_TYPE.test(c.req.header("content-type") ?? "")) return apiError(c, 403, tr.t("cart.json-required"));
      if (Number(c.req.header("content-length") ?? 0) > MAX_BODY_BYTES) return apiError(c, 413, tr.t("cart.body-too-large"));
      const text = await c.req.text();
      if (new TextEncoder().encode(text).byteLength > MAX_BODY_BYTES) return apiError(c, 413, tr.t("cart.body-too-large"));
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        return apiError(c, 400, tr.t("cart.malformed-json"));
      }
      // One message per field: the first rule a value breaks.
      const parsed = v.safeParse(schema, json, { abortPipeEarly: true });
      if (!parsed.success) {
        const errors = parsed.issues.map((issue) => ({ key: v.getDotPath(issue) ?? "body", value: issueMessage(issue, tr) }));
        return apiError(c, 400, tr.t("cart.invalid-body"), errors);
      }
      c.req.addValidatedData("json", parsed.output as object);
      await next();
    },
  );
}

/** Schema messages are catalog keys; valibot's own messages (unknown key, missing key) get ours. */
export function issueMessage(issue: v.BaseIssue<unknown>, tr: Translator): string {
  const requirement = typeof issue.requirement === "number" ? issue.requirement : undefined;
  if (tr.has(issue.message)) return tr.t(issue.message, { min: requirement, max: requirement, ...MESSAGE_VALUES[issue.message] });
  if (!issue.path?.length) return tr.t("form.invalid-body");
  if (issue.expected === "never") return tr.t("form.unknown-field");
  if (issue.received === "undefined") return tr.t("form.required");
  if (issue.type === "max_length" && requirement !== undefined) return tr.t("form.max-length", { max: requirement });
  return tr.t("form.invalid");
}
