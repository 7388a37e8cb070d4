// The embedded identity provider's connect paths (spec 000 §7, decision 040): authorize (the sign-in
// page and its post), userinfo and end session. The token endpoint's code grant is in
// code-grant.ts. The browser reaches authorize through the worker; the rest is server to server.
import { type Context, Hono } from "hono";
import type { Env } from "../../../env.ts";
import { mayTrySignIn } from "../../../editor/sign-in-limits.ts";
import { checkAuthorizationRequest } from "./authorization-request.ts";
import { memberStore } from "./member-store.ts";
import { memberSignInPage } from "./sign-in-page.ts";

type IdentityBindings = { Bindings: Env };

const siteOrigin = (c: Context) => c.req.header("x-site-origin") ?? "";
const bearer = (c: Context) => c.req.header("authorization")?.match(/^Bearer ([\w-]{16,128})$/)?.[1] ?? null;

function refuse(c: Context, reason: string) {
  c.header("Cache-Control", "no-store");
  return c.text(reason, 400);
}

export const identityApp = new Hono<IdentityBindings>();

identityApp.get("/authorize", (c) => {
  const check = checkAuthorizationRequest(c.req.query(), siteOrigin(c));
  if (!check.ok) return refuse(c, check.reason);
  c.header("Cache-Control", "no-store");
  return c.html(memberSignInPage({ language: check.language, request: { ...check.request } }));
});

identityApp.post("/authorize", async (c) => {
  c.header("Cache-Control", "no-store");
  if (c.req.header("origin") !== siteOrigin(c)) return c.text("The sign-in form is sent from its own page.", 403);
  const form = await c.req.parseBody();
  const {
    email = "",
    password = "",
    ...params
  } = Object.fromEntries(
    Object.entries(form).map(([name, value]) => [name, typeof value === "string" ? value.slice(0, 255) : ""]),
  );
  const check = checkAuthorizationRequest(params, siteOrigin(c));
  if (!check.ok) return refuse(c, check.reason);
  const page = (problem: "wrong" | "limited") =>
    memberSignInPage({ language: check.language, request: { ...check.request }, problem, email });
  if (!(await mayTrySignIn(c.env, c.req.raw, email))) {
    c.header("Retry-After", "60");
    return c.html(page("limited"), 429);
  }
  const store = memberStore(c.env.DB);
  const memberId = await store.authenticate(email, password);
  if (!memberId) return c.html(page("wrong"), 401);
  const { client_id, redirect_uri, code_challenge, state } = check.request;
  const code = await store.issueCode(memberId, client_id, redirect_uri, code_challenge);
  const target = new URL(redirect_uri);
  target.searchParams.set("code", code);
  target.searchParams.set("state", state);
  return c.redirect(target.toString(), 302);
});

identityApp.get("/userinfo", async (c) => {
  c.header("Cache-Control", "no-store");
  const token = bearer(c);
  const member = token ? await memberStore(c.env.DB).memberOfToken(token) : null;
  if (!member) {
    c.header("WWW-Authenticate", 'Bearer error="invalid_token"');
    return c.json({ error: "invalid_token" }, 401);
  }
  return c.json({
    sub: member.id,
    email: member.email,
    given_name: member.first_name,
    family_name: member.last_name,
    phone_number: member.phone,
    address: { street_address: member.street, postal_code: member.postal_code, locality: member.city, country: member.country },
    marketing_updates: member.marketing_updates === 1,
  });
});

/** Ends the member's session at the provider: the token stops working at once. */
identityApp.post("/endsession", async (c) => {
  c.header("Cache-Control", "no-store");
  const token = bearer(c);
  if (token) await memberStore(c.env.DB).revokeToken(token);
  return c.body(null, 204);
});
