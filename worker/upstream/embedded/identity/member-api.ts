// The signed-in member's commerce calls (spec 000 §7 "/api/cda/me/…"), each with the
// member's bearer token: the order history, one order by number, the email preferences, the
// profile widget's data and a change of email address (confirmed by a link mailed to the new one).
import { type Context, Hono } from "hono";
import * as v from "valibot";
import type { Language } from "../../../../shared/languages.ts";
import { callLanguage } from "../commerce/cart-routes.ts";
import { loadOrder } from "../checkout/order-view.ts";
import { money } from "../commerce/format.ts";
import type { Env } from "../../../env.ts";
import { type MemberRow, memberStore } from "./member-store.ts";
import { EmailChangeBodySchema } from "../../../../shared/schemas/member.ts";
import { clientAddress, signInLimits } from "../sign-in-limits.ts";
import { requestEmailChange } from "./email-confirmation.ts";
import { addressBookApi } from "./address-book.ts";
import { memberExport } from "./member-export.ts";
import { deleteMember } from "./member-deletion.ts";

type MemberBindings = { Bindings: Env; Variables: { member: MemberRow; token: string; language: Language } };

const EmailChangeCallSchema = v.object({ ...EmailChangeBodySchema.entries, redirectUri: v.pipe(v.string(), v.url()) });

const PreferencesSchema = v.object({ marketingUpdates: v.boolean() });

const refuse = (c: Context, status: 400 | 401 | 403 | 404 | 429, message: string) =>
  c.json({ status, message, errors: [] }, status);

export const memberApi = new Hono<MemberBindings>();

/**
 * The member's current password, counted as a sign-in attempt is (so a stolen session cannot guess
 * it): the refusal to answer, or null when it is right.
 */
async function refusalOfPassword(c: Context<MemberBindings>, password: string): Promise<Response | null> {
  const { email } = c.get("member");
  const attempt = await signInLimits(c.env.DB, "member").attempt(email, clientAddress(c.req.raw));
  if (!attempt.allowed) {
    c.header("Retry-After", String(attempt.retryAfter));
    return refuse(c, 429, "Too many attempts");
  }
  if (!(await memberStore(c.env.DB).authenticate(email, password))) return refuse(c, 403, "The password is wrong");
  await attempt.succeeded();
  return null;
}

memberApi.use("*", async (c, next) => {
  c.header("Cache-Control", "no-store");
  const token = c.req.header("authorization")?.match(/^Bearer ([\w-]{16,128})$/)?.[1];
  const member = token ? await memberStore(c.env.DB).memberOfToken(token) : null;
  if (!token || !member) return refuse(c, 401, "A signed-in member's token is required");
  c.set("member", member);
  c.set("token", token);
  c.set("language", callLanguage(c.req.query("language"), c.req.header("accept-language")));
  await next();
});

memberApi.route("/addresses", addressBookApi);

memberApi.get("/export", async (c) => c.json(await memberExport(c.env.DB, c.get("member"))));

memberApi.get("/orders", async (c) => {
  const language = c.get("language");
  const rows = (
    await c.env.DB.prepare(
      `SELECT o.id, o.order_number, o.created_at, o.status, o.totals, o.currency, COALESCE(SUM(l.quantity), 0) AS item_count
       FROM checkout_orders o LEFT JOIN checkout_order_lines l ON l.order_id = o.id
       WHERE o.member_id = ? GROUP BY o.id ORDER BY o.created_at DESC LIMIT 100`,
    )
      .bind(c.get("member").id)
      .all<{
        id: string;
        order_number: string;
        created_at: string;
        status: string;
        totals: string;
        currency: string;
        item_count: number;
      }>()
  ).results;
  return c.json(
    rows.map((row) => {
      const { total } = JSON.parse(row.totals) as { total: number };
      return {
        id: row.id,
        orderNumber: row.order_number,
        date: row.created_at,
        status: row.status,
        total: money(total, language, row.currency),
        itemCount: row.item_count,
        canReorder: row.status !== "Cancelled",
      };
    }),
  );
});

memberApi.get("/orders/:orderNumber{KA-[0-9]{6}}", async (c) => {
  const owner = { orderNumber: c.req.param("orderNumber"), memberId: c.get("member").id };
  const order = await loadOrder(c.env.DB, owner, c.get("language"));
  // Another member's order is as missing as one that does not exist.
  return order ? c.json(order) : refuse(c, 404, "No such order");
});

/**
 * The profile widget's data (spec 001 §3): a key that lets the widget read and save this member's
 * profile, issued to the token of this call, so it ends when the member's session does.
 */
memberApi.get("/widget-data", async (c) =>
  c.json({ userIdEncrypted: await memberStore(c.env.DB).issueWidgetKey(c.get("member").id, c.get("token")) }),
);

memberApi.get("/email-preferences", (c) => c.json({ marketingUpdates: c.get("member").marketing_updates === 1 }));

memberApi.put("/email-preferences", async (c) => {
  const parsed = v.safeParse(PreferencesSchema, await c.req.json().catch(() => null));
  if (!parsed.success) return refuse(c, 400, "marketingUpdates must be true or false");
  await c.env.DB.prepare("UPDATE members SET marketing_updates = ? WHERE id = ?")
    .bind(parsed.output.marketingUpdates ? 1 : 0, c.get("member").id)
    .run();
  return c.json(parsed.output);
});

/**
 * A new address needs the current password (whoever holds a session alone cannot move the account to
 * their own address, then reset its password), counted as a sign-in attempt. The answer is the same
 * whether or not another member has the address; only a free one is mailed its link.
 */
memberApi.put("/email", async (c) => {
  const parsed = v.safeParse(EmailChangeCallSchema, await c.req.json().catch(() => null));
  if (!parsed.success) return refuse(c, 400, "email, password, language and redirectUri are required");
  const refused = await refusalOfPassword(c, parsed.output.password);
  if (refused) return refused;
  const member = c.get("member");
  const { email, language, redirectUri } = parsed.output;
  // The link opens the provider's page, on the origin of the client's registered address in embedded mode.
  const pagesOrigin = c.req.header("x-pages-origin") ?? new URL(redirectUri).origin;
  await requestEmailChange(c.env.DB, { memberId: member.id, email, firstName: member.first_name, language, pagesOrigin });
  return c.json({ pendingEmail: email.trim().toLowerCase() }, 202);
});

const DeletionSchema = v.object({ password: v.pipe(v.string(), v.maxLength(255)) });

/** Deleting the account needs the current password (counted as a sign-in attempt); every token ends with it. */
memberApi.delete("/", async (c) => {
  const parsed = v.safeParse(DeletionSchema, await c.req.json().catch(() => null));
  if (!parsed.success) return refuse(c, 400, "The current password is required");
  const refused = await refusalOfPassword(c, parsed.output.password);
  if (refused) return refused;
  const member = c.get("member");
  await deleteMember(c.env.DB, member);
  return c.body(null, 204);
});
