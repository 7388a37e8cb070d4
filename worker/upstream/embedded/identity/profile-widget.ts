// The embedded account system's profile widget calls (spec 001 §3 "Account widget data", §4 "My
// account"): the widget script (public/connect/widget/lightning.out.js) reads and saves the member's
// profile with the short-lived key the my-account page fetched through the worker (userIdEncrypted).
import { type Context, Hono } from "hono";
import * as v from "valibot";
import type { Env } from "../../../env.ts";
import { type MemberRow, memberStore } from "./member-store.ts";

type WidgetBindings = { Bindings: Env; Variables: { member: MemberRow } };

const text = (max: number) => v.nullish(v.pipe(v.string(), v.trim(), v.maxLength(max)), null);
const name = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(255));
const ProfileSchema = v.object({
  firstName: name,
  lastName: name,
  phone: text(32),
  street: text(255),
  postalCode: text(16),
  city: text(255),
  country: text(64),
});

const profileOf = (member: MemberRow) => ({
  email: member.email,
  firstName: member.first_name,
  lastName: member.last_name,
  phone: member.phone,
  street: member.street,
  postalCode: member.postal_code,
  city: member.city,
  country: member.country,
});

const refuse = (c: Context, status: 400 | 401 | 403, message: string) => c.json({ status, message }, status);

export const profileWidgetApi = new Hono<WidgetBindings>();

profileWidgetApi.use("/:language/profile", async (c, next) => {
  c.header("Cache-Control", "no-store");
  // The widget runs in the shop's pages only: a save from anywhere else is refused.
  if (c.req.method === "POST" && c.req.header("origin") !== c.req.header("x-site-origin")) {
    return refuse(c, 403, "The profile is saved from the shop's own pages");
  }
  const key = c.req.header("x-widget-user")?.match(/^[\w-]{16,128}$/)?.[0];
  const member = key ? await memberStore(c.env.DB).memberOfWidgetKey(key) : null;
  if (!member) return refuse(c, 401, "The widget's key is missing, wrong or expired");
  c.set("member", member);
  await next();
});

profileWidgetApi.get("/:language/profile", (c) => c.json(profileOf(c.get("member"))));

profileWidgetApi.post("/:language/profile", async (c) => {
  const parsed = v.safeParse(ProfileSchema, await c.req.json().catch(() => null));
  if (!parsed.success) return refuse(c, 400, `Invalid profile: ${v.summarize(parsed.issues)}`);
  const store = memberStore(c.env.DB);
  await store.updateProfile(c.get("member").id, parsed.output);
  const key = c.req.header("x-widget-user")!;
  return c.json(profileOf((await store.memberOfWidgetKey(key))!));
});
