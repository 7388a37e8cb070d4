// The marketing consent pages' calls (spec 000 §2, §7): a person reached by email reads and withdraws
// their marketing consents with the token of the email's link. Same guards as the cart (same origin,
// JSON, validated); the token goes in a body, never in a URL the worker would log; never cached.
import { type Context, Hono } from "hono";
import * as v from "valibot";
import { ConsentTokenBodySchema, PersonConsentsSchema, UnsubscribeBodySchema } from "../../shared/schemas/consents.ts";
import { ApiError } from "../api-error.ts";
import type { AppBindings } from "../env.ts";
import { jsonBody, sameOrigin } from "../middleware/guards.ts";
import { noStore } from "../middleware/no-store.ts";
import { shopperLanguage } from "../session/shopper-language.ts";
import { createUpstream } from "../upstream/upstream-call.ts";
import { UpstreamError } from "../upstream/upstream-error.ts";

async function consentCall(c: Context<AppBindings>, step: "person" | "unsubscribe" | "revoke", body: unknown) {
  const response = await createUpstream(c.env, c.executionCtx).call(`/api/cda/consent-policies/${step}`, {
    timeout: "lookup",
    method: "POST",
    query: { language: shopperLanguage(c) },
    json: body,
  });
  if (response.status === 404) throw new ApiError(404, /*i18n*/ "consents.link-unknown");
  if (!response.ok) throw new UpstreamError(`The consent call ${step} answered ${response.status}`, 502);
  const parsed = v.safeParse(PersonConsentsSchema, await response.json());
  if (!parsed.success) throw new UpstreamError(`The consent call ${step} answered an invalid body`, 502);
  return c.json(parsed.output);
}

export const marketingConsentRoutes = new Hono<AppBindings>()
  .use(noStore, sameOrigin)
  .post("/person", jsonBody(ConsentTokenBodySchema), (c) => consentCall(c, "person", c.req.valid("json")))
  .post("/unsubscribe", jsonBody(UnsubscribeBodySchema), (c) => consentCall(c, "unsubscribe", c.req.valid("json")))
  .post("/revoke", jsonBody(ConsentTokenBodySchema), (c) => consentCall(c, "revoke", c.req.valid("json")));
