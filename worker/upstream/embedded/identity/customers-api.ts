// The customers API's signup (spec 000 §7 "/api/cda/customers"), called server to server by the
// storefront's worker, a confidential client (HTTP Basic with its id and secret): the checkout's
// buyer who asks to become a member is signed up and, in the same answer, given a one-time code bound
// to the worker's PKCE challenge, which the worker redeems like a sign-in's. The
// password token call mails a member a reset link, answering 202 whether or not the address is one.
import { type Context, Hono } from "hono";
import * as v from "valibot";
import type { Env } from "../../../env.ts";
import { CALLBACK_PATH, STOREFRONT_CLIENT_ID } from "./authorization-request.ts";
import { isStorefrontClient } from "./code-grant.ts";
import { memberStore } from "./member-store.ts";
import { signUpMember } from "./sign-up.ts";
import { requestPasswordReset } from "./password-reset.ts";
import { PasswordResetBodySchema } from "../../../../shared/schemas/member.ts";
import { DEFAULT_LANGUAGE, LANGUAGES } from "../../../../shared/languages.ts";

type CustomersBindings = { Bindings: Env };

const PasswordTokenCallSchema = v.object({ ...PasswordResetBodySchema.entries, redirectUri: v.pipe(v.string(), v.url()) });

const SignUpCallSchema = v.object({
  customer: v.unknown(),
  /** The confirmation mail's language. */
  language: v.optional(v.picklist(LANGUAGES), DEFAULT_LANGUAGE),
  redirectUri: v.pipe(v.string(), v.url()),
  codeChallenge: v.pipe(v.string(), v.regex(/^[\w-]{43}$/)),
});

const answer = (c: Context, status: 400 | 401 | 409 | 429, message: string, errors: { key: string; value: string }[] = []) =>
  c.json({ status, message, errors }, status);

function basicCredentials(header: string | undefined): [string, string] | null {
  const encoded = header?.match(/^Basic ([\w+/=]+)$/)?.[1] ?? "";
  let text = "";
  try {
    text = atob(encoded);
  } catch {
    return null;
  }
  const colon = text.indexOf(":");
  return colon > 0 ? [text.slice(0, colon), text.slice(colon + 1)] : null;
}

export const customersApi = new Hono<CustomersBindings>();

customersApi.post("/signup", async (c) => {
  c.header("Cache-Control", "no-store");
  const [clientId, secret] = basicCredentials(c.req.header("authorization")) ?? [];
  if (!(await isStorefrontClient(c.env, clientId, secret))) {
    c.header("WWW-Authenticate", 'Basic realm="customers"');
    return answer(c, 401, "Unknown client or wrong client secret");
  }
  const call = v.safeParse(SignUpCallSchema, await c.req.json().catch(() => null));
  if (!call.success) return answer(c, 400, `Invalid signup call: ${v.summarize(call.issues)}`);
  const { redirectUri, codeChallenge } = call.output;
  if (new URL(redirectUri).pathname !== CALLBACK_PATH) return answer(c, 400, "The redirect address is not registered");
  const pagesOrigin = c.req.header("x-pages-origin") ?? new URL(redirectUri).origin;
  const result = await signUpMember(c.env, c.req.raw, call.output.customer, { language: call.output.language, pagesOrigin });
  if (!result.ok) {
    if (result.problem === "limited") {
      c.header("Retry-After", String(result.retryAfter));
      return answer(c, 429, "Too many attempts");
    }
    if (result.problem === "taken") return answer(c, 409, "A member with this email address exists");
    return answer(c, 400, "Invalid customer", result.issues);
  }
  const code = await memberStore(c.env.DB).issueCode(result.memberId, STOREFRONT_CLIENT_ID, redirectUri, codeChallenge);
  return c.json({ memberId: result.memberId, code }, 201);
});

/**
 * A forgotten password: the provider mails the member a link to its reset page, on the origin of the
 * client's registered address (the provider's pages are the site's in embedded mode).
 */
customersApi.post("/password-token", async (c) => {
  c.header("Cache-Control", "no-store");
  const [clientId, secret] = basicCredentials(c.req.header("authorization")) ?? [];
  if (!(await isStorefrontClient(c.env, clientId, secret))) {
    c.header("WWW-Authenticate", 'Basic realm="customers"');
    return answer(c, 401, "Unknown client or wrong client secret");
  }
  const call = v.safeParse(PasswordTokenCallSchema, await c.req.json().catch(() => null));
  if (!call.success) return answer(c, 400, `Invalid password token call: ${v.summarize(call.issues)}`);
  const { email, language, redirectUri } = call.output;
  if (new URL(redirectUri).pathname !== CALLBACK_PATH) return answer(c, 400, "The redirect address is not registered");
  const pagesOrigin = c.req.header("x-pages-origin") ?? new URL(redirectUri).origin;
  const asked = await requestPasswordReset(c.env, c.executionCtx, c.req.raw, { email, language, pagesOrigin });
  if (!asked.ok) {
    c.header("Retry-After", String(asked.retryAfter));
    return answer(c, 429, "Too many attempts");
  }
  return c.body(null, 202);
});
