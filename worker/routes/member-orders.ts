// The signed-in member's orders and email preferences for the browser (issue 11), each
// call made with the member's token from the server-side session: the history, one order by number
// (404 for anyone else's), the marketing-updates choice, the profile widget's key and a new email
// address (confirmed by a mailed link; it needs the current password) and the member's data as a
// download. Never stored; 401 for visitors.
import { type Context, Hono } from "hono";
import { asMember } from "../member/member-calls.ts";
import * as v from "valibot";
import { OrderSchema } from "../../shared/schemas/checkout.ts";
import {
  EmailChangeAnswerSchema,
  EmailChangeBodySchema,
  EmailPreferencesSchema,
  MemberExportSchema,
  OrderHistoryRowSchema,
  WidgetDataSchema,
} from "../../shared/schemas/member.ts";
import { CALLBACK_PATH } from "../member/sign-in-flow.ts";
import type { AppBindings } from "../env.ts";
import { jsonBody, sameOrigin } from "../middleware/guards.ts";
import { noStore } from "../middleware/no-store.ts";

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
  .use("/member/export", noStore)
  // Everything kept of the member, as a file the browser saves.
  .get("/member/export", async (c) => {
    const data = await asMember(c, "/api/cda/me/export", MemberExportSchema);
    c.header("Content-Disposition", 'attachment; filename="kaarna-member-data.json"');
    return c.json(data);
  })
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
