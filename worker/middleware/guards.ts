// Guards for state-changing /api calls (DESIGN.md "Sessions and the proxy"): same origin only (403),
// JSON only (415), bodies capped while they stream (413) and validated with valibot (400) before
// anything reaches the upstream. Each refusal is an ApiError, answered once by the app's onError in
// the shopper's language and never stored.
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import * as v from "valibot";
import { TABLET_LIMITS } from "../../shared/rules/custom-tablet.ts";
import { ApiError } from "../api-error.ts";
import type { AppBindings } from "../env.ts";
import { shopperLanguage, type Translator, translator } from "../session/shopper-language.ts";

/** Bodies of cart and checkout calls are small (DESIGN.md: JSON writes capped at 64 KB while streaming). */
export const MAX_JSON_BODY_BYTES = 64 * 1024;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const JSON_TYPE = /^application\/json\s*(?:;|$)/i;

/** Values of messages whose schema check carries no number of its own. */
const MESSAGE_VALUES: Record<string, Record<string, number>> = {
  /*i18n*/ "tablet.back-text-lines": { lines: TABLET_LIMITS.backTextLines, max: TABLET_LIMITS.backTextLineLength },
};

/** Refuses a state-changing call unless it comes from this site's own pages. */
export const sameOrigin = createMiddleware<AppBindings>(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const origin = c.req.header("origin");
  const allowed = origin ? origin === new URL(c.req.url).origin : c.req.header("sec-fetch-site") === "same-origin";
  if (!allowed) throw new ApiError(403, /*i18n*/ "cart.forbidden-origin");
  await next();
});

/**
 * Reads the body while it streams and stops at the cap: a chunked body without a length is refused
 * as soon as it passes the cap, not after it has been read whole.
 */
const capBody = bodyLimit({
  maxSize: MAX_JSON_BODY_BYTES,
  onError: () => {
    throw new ApiError(413, /*i18n*/ "cart.body-too-large");
  },
});

/**
 * Accepts only `Content-Type: application/json` bodies within the cap that parse and match the
 * schema; the output is then `c.req.valid("json")`. Field errors name the field path and say what is
 * wrong in words.
 */
export function jsonBody<S extends v.GenericSchema>(schema: S) {
  return createMiddleware<AppBindings, string, { in: { json: v.InferInput<S> }; out: { json: v.InferOutput<S> } }>(
    async (c, next) => {
      if (!JSON_TYPE.test(c.req.header("content-type") ?? "")) throw new ApiError(415, /*i18n*/ "cart.json-required");
      await capBody(c, async () => {
        let json: unknown;
        try {
          json = JSON.parse(await c.req.text());
        } catch {
          throw new ApiError(400, /*i18n*/ "cart.malformed-json");
        }
        // One message per field: the first rule a value breaks.
        const parsed = v.safeParse(schema, json, { abortPipeEarly: true });
        if (!parsed.success) {
          const tr = translator(shopperLanguage(c));
          const errors = parsed.issues.map((issue) => ({ key: v.getDotPath(issue) ?? "body", value: issueMessage(issue, tr) }));
          throw new ApiError(400, /*i18n*/ "cart.invalid-body", { errors });
        }
        c.req.addValidatedData("json", parsed.output as object);
        await next();
      });
    },
  );
}

/** Schema messages are catalog keys; valibot's own messages (unknown key, missing key) get ours. */
export function issueMessage(issue: v.BaseIssue<unknown>, tr: Translator): string {
  const requirement = typeof issue.requirement === "number" ? issue.requirement : undefined;
  if (tr.has(issue.message)) return tr.t(issue.message, { min: requirement, max: requirement, ...MESSAGE_VALUES[issue.message] });
  if (!issue.path?.length) return tr.t(/*i18n*/ "form.invalid-body");
  if (issue.expected === "never") return tr.t(/*i18n*/ "form.unknown-field");
  if (issue.received === "undefined") return tr.t(/*i18n*/ "form.required");
  if (issue.type === "max_length" && requirement !== undefined) return tr.t("form.max-length", { max: requirement });
  return tr.t(/*i18n*/ "form.invalid");
}
