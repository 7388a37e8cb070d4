// The consent policies API of the embedded backend (spec 000 §7: consent policies get, unsubscribe,
// revoke): a policy by id in a language, and a person's marketing consents by the token of their
// email's links, which they can withdraw one by one (unsubscribe) or all at once (revoke). Nothing
// here grants a consent: that needs the person's own opt-in elsewhere.
import { type Context, Hono } from "hono";
import * as v from "valibot";
import type { Env } from "../../../env.ts";
import { callLanguage } from "../commerce/cart-routes.ts";
import { consentStore } from "./consent-store.ts";

type ConsentBindings = { Bindings: Env };

const Token = v.pipe(v.string(), v.regex(/^[\w-]{16,128}$/));
const PersonCallSchema = v.object({ token: Token });
const UnsubscribeCallSchema = v.object({
  token: Token,
  policyIds: v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1))), v.minLength(1), v.maxLength(20)),
});

const refuse = (c: Context, status: 400 | 404, message: string) => c.json({ status, message, errors: [] }, status);
const language = (c: Context) => callLanguage(c.req.query("language"), c.req.header("accept-language"));

async function parse<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S> | null> {
  const parsed = v.safeParse(schema, await c.req.json().catch(() => null));
  return parsed.success ? parsed.output : null;
}

export const consentApi = new Hono<ConsentBindings>();

consentApi.use("*", async (c, next) => {
  await next();
  if (!c.res.headers.has("cache-control")) c.header("Cache-Control", "no-store");
});

consentApi.get("/:id{[0-9]+}", async (c) => {
  const policy = await consentStore(c.env.DB).policy(Number(c.req.param("id")), language(c));
  return policy ? c.json(policy) : refuse(c, 404, `No consent policy ${c.req.param("id")}`);
});

/** The person's consents: POST, so the token travels in a body, not in another URL to be logged. */
consentApi.post("/person", async (c) => {
  const call = await parse(c, PersonCallSchema);
  if (!call) return refuse(c, 400, "A token is required");
  const person = await consentStore(c.env.DB).person(call.token, language(c));
  return person ? c.json(person) : refuse(c, 404, "No person has this link");
});

consentApi.post("/unsubscribe", async (c) => {
  const call = await parse(c, UnsubscribeCallSchema);
  if (!call) return refuse(c, 400, "A token and the policies to leave are required");
  const store = consentStore(c.env.DB);
  if (!(await store.withdraw(call.token, call.policyIds))) return refuse(c, 404, "No person has this link");
  return c.json(await store.person(call.token, language(c)));
});

consentApi.post("/revoke", async (c) => {
  const call = await parse(c, PersonCallSchema);
  if (!call) return refuse(c, 400, "A token is required");
  const store = consentStore(c.env.DB);
  if (!(await store.withdraw(call.token, null))) return refuse(c, 404, "No person has this link");
  return c.json(await store.person(call.token, language(c)));
});
