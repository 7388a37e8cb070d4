// The signed-in member's orders and email preferences for the browser (issue 11, decision 040), each
// call made with the member's token from the server-side session: the history, one order by number
// (404 for anyone else's), the marketing-updates choice, the profile widget's key and a new email
// address (confirmed by a mailed link; it needs the current password). Never stored; 401 for visitors.
import { type Context, Hono } from "hono";
import * as v from "valibot";
import { OrderSchema } from "../../shared/schemas/checkout.ts";
import {
  EmailChangeAnswerSchema,
  EmailChangeBodySchema,
  EmailPreferencesSchema,
  OrderHistoryRowSchema,
  WidgetDataSchema,
} from "../../shared/schemas/member.ts";
import { CALLBACK_PATH } from "../member/sign-in-flow.ts";
import { ApiError } from "../api-error.ts";
import type { AppBindings } from "../env.ts";
import { currentMemberSession, endCurrentMemberSession } from "../member/current-member.ts";
import { jsonBody, sameOrigin } from "../middleware/guards.ts";
import { noStore } from "../middleware/no-store.ts";
import { shopperLanguage } from "../session/shopper-language.ts";
import { type UpstreamCallOptions, createUpstream } from "../upstream/upstream-call.ts";
import { UpstreamError } from "../upstream/upstream-error.ts";

/** Calls the commerce API as the signed-in member and parses the answer; 401 for a visitor. */
async function asMember<S extends v.GenericSchema>(
  c: Context<AppBindings>,
  path: string,
  schema: S,
  options: Partial<UpstreamCallOptions> = {},
): Promise<v.InferOutput<S>> {
  const session = await currentMemberSession(c);
  if (!session) throw new ApiError(401, /*i18n*/ "member.sign-in-required");
  const response = await createUpstream(c.env, c.executionCtx).call(path, {
    timeout: "lookup",
    ...options,
    query: { language: shopperLanguage(c) },
    headers: { ...options.headers, authorization: `Bearer ${session.accessToken}` },
  });
  if (response.status === 401) {
    // The provider ended the member's token (a password change elsewhere): the session here ends too.
    await endCurrentMemberSession(c);
    throw new ApiError(401, /*i18n*/ "member.sign-in-required");
  }
  if (response.status === 404) throw new ApiError(404, /*i18n*/ "member.order-not-found");
  if (response.status === 403) throw new ApiError(403, /*i18n*/ "member.wrong-password");
  if (response.status === 429) {
    const retryAfter = response.headers.get("retry-after");
    if (retryAfter) c.header("Retry-After", retryAfter);
    throw new ApiError(429, /*i18n*/ "member.too-many-attempts");
  }
  if (!response.ok) throw new UpstreamError(`The member call ${path} answered ${response.status}`, 502);
  const parsed = v.safeParse(schema, await response.json());
  if (!parsed.success)
    throw new UpstreamError(`The member call ${path} answered an invalid body: ${v.summarize(parsed.issues)}`, 502);
  return parsed.output;
}

const clientAddressHeader = (c: Context<AppBindings>): Record<string, string> => {
  const address = c.req.header("cf-connecting-ip");
  return address ? { "cf-connecting-ip": address } : {};
};

export const memberOrderRoutes = new Hono<AppBindings>()
  .use("/orders", noStore)
  .use("/orders/*", noStore)
  .use("/member/email-preferences", noStore)
  .use("/member/widget-data", noStore)
  .get("/orders", async (c) => c.json(await asMember(c, "/api/cda/me/orders", v.array(OrderHistoryRowSchema))))
  .get("/orders/:orderNumber{KA-[0-9]{6}}", async (c) =>
    c.json(await asMember(c, `/api/cda/me/orders/${c.req.param("orderNumber")}`, OrderSchema)),
  )
  .get("/member/widget-data", async (c) => c.json(await asMember(c, "/api/cda/me/widget-data", WidgetDataSchema)))
  .use("/member/email", noStore)
  .put("/member/email", sameOrigin, jsonBody(EmailChangeBodySchema), async (c) =>
    c.json(
      await asMember(c, "/api/cda/me/email", EmailChangeAnswerSchema, {
        method: "PUT",
        json: { ...c.req.valid("json"), redirectUri: `${new URL(c.req.url).origin}${CALLBACK_PATH}` },
        // The password is checked there as a sign-in is: counted per the member's address.
        headers: clientAddressHeader(c),
      }),
      202,
    ),
  )
  .put("/member/email-preferences", sameOrigin, jsonBody(EmailPreferencesSchema), async (c) =>
    c.json(
      await asMember(c, "/api/cda/me/email-preferences", EmailPreferencesSchema, {
        method: "PUT",
        json: c.req.valid("json"),
      }),
    ),
  );
