// The embedded identity provider's connect paths (spec 000 §7): authorize (the sign-in
// page and its post, or with prompt=create the sign-up page), register (the sign-up post), password
// (the password-change page), userinfo and end session. The token endpoint's code grant is in
// code-grant.ts. The browser reaches the pages through the worker; the rest is server to server.
import { type Context, Hono } from "hono";
import * as v from "valibot";
import { DEFAULT_LANGUAGE } from "../../../../shared/languages.ts";
import { isLanguage } from "../../../../shared/rules/locale.ts";
import { sitePath } from "../../../../shared/rules/site-path.ts";
import { MemberEmailSchema, MemberPasswordSchema, passwordDiffersFromEmail } from "../../../../shared/schemas/member.ts";
import type { Env } from "../../../env.ts";
import { clientAddress, signInLimits } from "../sign-in-limits.ts";
import { checkAuthorizationRequest } from "./authorization-request.ts";
import { memberStore } from "./member-store.ts";
import { confirmEmail } from "./email-confirmation.ts";
import { memberLinks } from "./member-links.ts";
import { requestPasswordReset, resetPassword } from "./password-reset.ts";
import {
  confirmEmailPage,
  forgotPasswordPage,
  memberSignInPage,
  memberSignUpPage,
  passwordChangePage,
  resetPasswordPage,
} from "./provider-pages.ts";
import { profileWidgetApi } from "./profile-widget.ts";
import { signUpMember } from "./sign-up.ts";

type IdentityBindings = { Bindings: Env };

const siteOrigin = (c: Context) => c.req.header("x-site-origin") ?? "";
/** Where the provider's own pages are: the site's origin in embedded mode, its own as a worker of its own. */
const pagesOrigin = (c: Context) => c.req.header("x-pages-origin") ?? siteOrigin(c);
const bearer = (c: Context) => c.req.header("authorization")?.match(/^Bearer ([\w-]{16,128})$/)?.[1] ?? null;

function refuse(c: Context, reason: string) {
  c.header("Cache-Control", "no-store");
  return c.text(reason, 400);
}

/** A form's fields as strings, each cut to a sane length. */
async function formFields(c: Context): Promise<Record<string, string>> {
  const form = await c.req.parseBody();
  return Object.fromEntries(
    Object.entries(form).map(([name, value]) => [name, typeof value === "string" ? value.slice(0, 255) : ""]),
  );
}

/** Sends the browser back to the client with a one-time code for the member. */
async function redirectWithCode(c: Context<IdentityBindings>, memberId: string, request: Record<string, string>) {
  const { client_id = "", redirect_uri = "", code_challenge = "", state = "" } = request;
  const code = await memberStore(c.env.DB).issueCode(memberId, client_id, redirect_uri, code_challenge);
  const target = new URL(redirect_uri);
  target.searchParams.set("code", code);
  target.searchParams.set("state", state);
  return c.redirect(target.toString(), 302);
}

const fromOwnPage = (c: Context) => c.req.header("origin") === pagesOrigin(c);

export const identityApp = new Hono<IdentityBindings>();

identityApp.route("/widget", profileWidgetApi);

identityApp.get("/authorize", (c) => {
  const check = checkAuthorizationRequest(c.req.query(), siteOrigin(c));
  if (!check.ok) return refuse(c, check.reason);
  c.header("Cache-Control", "no-store");
  const page = c.req.query("prompt") === "create" ? memberSignUpPage : memberSignInPage;
  return c.html(page({ language: check.language, request: { ...check.request } }));
});

identityApp.post("/authorize", async (c) => {
  c.header("Cache-Control", "no-store");
  if (!fromOwnPage(c)) return c.text("The sign-in form is sent from its own page.", 403);
  const { email = "", password = "", ...params } = await formFields(c);
  const check = checkAuthorizationRequest(params, siteOrigin(c));
  if (!check.ok) return refuse(c, check.reason);
  const page = (problem: "wrong" | "limited") =>
    memberSignInPage({ language: check.language, request: { ...check.request }, problem, email });
  const attempt = await signInLimits(c.env.DB, "member").attempt(email, clientAddress(c.req.raw));
  if (!attempt.allowed) {
    c.header("Retry-After", String(attempt.retryAfter));
    return c.html(page("limited"), 429);
  }
  const memberId = await memberStore(c.env.DB).authenticate(email, password);
  if (!memberId) return c.html(page("wrong"), 401);
  await attempt.succeeded();
  return redirectWithCode(c, memberId, { ...check.request });
});

/** The sign-up page's post: a new member is signed in at once, back to the client with a code. */
identityApp.post("/register", async (c) => {
  c.header("Cache-Control", "no-store");
  if (!fromOwnPage(c)) return c.text("The sign-up form is sent from its own page.", 403);
  const { email = "", password = "", firstName = "", lastName = "", marketingUpdates, ...params } = await formFields(c);
  const check = checkAuthorizationRequest(params, siteOrigin(c));
  if (!check.ok) return refuse(c, check.reason);
  const result = await signUpMember(
    c.env,
    c.req.raw,
    { email, password, firstName, lastName, marketingUpdates: marketingUpdates === "true" },
    { language: check.language, pagesOrigin: pagesOrigin(c) },
  );
  if (!result.ok) {
    if (result.problem === "limited") c.header("Retry-After", String(result.retryAfter));
    const status = result.problem === "limited" ? 429 : result.problem === "taken" ? 409 : 400;
    const values = { email, firstName, lastName };
    return c.html(
      memberSignUpPage({ language: check.language, request: { ...check.request }, problem: result.problem, values }),
      status,
    );
  }
  return redirectWithCode(c, result.memberId, { ...check.request });
});

/** The password-change page: where to go back to is a path on the site, or the language's start page. */
function passwordPageContext(fields: Record<string, string | undefined>) {
  const language = pageLanguage(fields.ui_locales);
  return { language, returnTo: sitePath(fields.return_to) ?? `/${language}` };
}

identityApp.get("/password", (c) => {
  c.header("Cache-Control", "no-store");
  return c.html(passwordChangePage(passwordPageContext(c.req.query())));
});

/** Changing the password needs the current one (and counts as a sign-in attempt); it ends every session. */
identityApp.post("/password", async (c) => {
  c.header("Cache-Control", "no-store");
  if (!fromOwnPage(c)) return c.text("The password form is sent from its own page.", 403);
  const fields = await formFields(c);
  const { email = "", password = "", newPassword = "" } = fields;
  const context = passwordPageContext(fields);
  const page = (problem: "wrong" | "limited" | "password") => passwordChangePage({ ...context, problem, email });
  // The current password is guessed here as on the sign-in page: the same counts.
  const attempt = await signInLimits(c.env.DB, "member").attempt(email, clientAddress(c.req.raw));
  if (!attempt.allowed) {
    c.header("Retry-After", String(attempt.retryAfter));
    return c.html(page("limited"), 429);
  }
  const store = memberStore(c.env.DB);
  const memberId = await store.authenticate(email, password);
  if (!memberId) return c.html(page("wrong"), 401);
  await attempt.succeeded();
  if (!v.is(MemberPasswordSchema, newPassword) || !passwordDiffersFromEmail(newPassword, email))
    return c.html(page("password"), 400);
  await store.changePassword(memberId, newPassword);
  return c.html(passwordChangePage({ ...context, done: true }));
});

const pageLanguage = (locale: string | undefined) => (isLanguage(locale) ? locale : DEFAULT_LANGUAGE);

identityApp.get("/forgot", (c) => {
  c.header("Cache-Control", "no-store");
  return c.html(forgotPasswordPage({ language: pageLanguage(c.req.query("ui_locales")) }));
});

/** The same page for every address, account or not; the mail, if any, is sent after the answer. */
identityApp.post("/forgot", async (c) => {
  c.header("Cache-Control", "no-store");
  if (!fromOwnPage(c)) return c.text("The form is sent from its own page.", 403);
  const { email = "", ui_locales } = await formFields(c);
  const language = pageLanguage(ui_locales);
  if (!v.is(MemberEmailSchema, email)) return c.html(forgotPasswordPage({ language, problem: "email", email }), 400);
  const asked = await requestPasswordReset(c.env, c.executionCtx, c.req.raw, { email, language, pagesOrigin: pagesOrigin(c) });
  if (!asked.ok) {
    c.header("Retry-After", String(asked.retryAfter));
    return c.html(forgotPasswordPage({ language, problem: "limited", email }), 429);
  }
  return c.html(forgotPasswordPage({ language, sent: true }));
});

/** The mailed link's page: opening it uses nothing up (mail scanners open links), saving does. */
identityApp.get("/reset", async (c) => {
  c.header("Cache-Control", "no-store");
  const language = pageLanguage(c.req.query("ui_locales"));
  const token = c.req.query("token");
  const holder = await memberLinks(c.env.DB).holder("password-reset", token);
  if (!holder) return c.html(resetPasswordPage({ language }), 404);
  return c.html(resetPasswordPage({ language, token, email: holder.email }));
});

identityApp.post("/reset", async (c) => {
  c.header("Cache-Control", "no-store");
  if (!fromOwnPage(c)) return c.text("The form is sent from its own page.", 403);
  const { token = "", newPassword = "", ui_locales } = await formFields(c);
  const language = pageLanguage(ui_locales);
  const holder = await memberLinks(c.env.DB).holder("password-reset", token);
  if (!holder) return c.html(resetPasswordPage({ language }), 404);
  if (!v.is(MemberPasswordSchema, newPassword) || !passwordDiffersFromEmail(newPassword, holder.email))
    return c.html(resetPasswordPage({ language, token, email: holder.email, problem: "password" }), 400);
  // Used up here, by the one statement that deletes it: of two racing posts, one sets the password.
  if (!(await resetPassword(c.env.DB, token, newPassword))) return c.html(resetPasswordPage({ language }), 404);
  return c.html(resetPasswordPage({ language, done: true }));
});

/** The confirmation link's page asks for a click: opening it uses nothing up (mail scanners open links). */
identityApp.get("/confirm", async (c) => {
  c.header("Cache-Control", "no-store");
  const language = pageLanguage(c.req.query("ui_locales"));
  const token = c.req.query("token");
  const holder = await memberLinks(c.env.DB).holder("email-confirmation", token);
  if (!holder) return c.html(confirmEmailPage({ language, outcome: "expired" }), 404);
  return c.html(confirmEmailPage({ language, token, email: holder.email }));
});

identityApp.post("/confirm", async (c) => {
  c.header("Cache-Control", "no-store");
  if (!fromOwnPage(c)) return c.text("The form is sent from its own page.", 403);
  const { token = "", ui_locales } = await formFields(c);
  const language = pageLanguage(ui_locales);
  const outcome = await confirmEmail(c.env.DB, token);
  const status = outcome === "confirmed" ? 200 : outcome === "taken" ? 409 : 404;
  return c.html(confirmEmailPage({ language, outcome }), status);
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
    email_verified: member.email_confirmed === 1,
    pending_email: member.pending_email,
  });
});

/** Ends the member's session at the provider: the token stops working at once. */
identityApp.post("/endsession", async (c) => {
  c.header("Cache-Control", "no-store");
  const token = bearer(c);
  if (token) await memberStore(c.env.DB).revokeToken(token);
  return c.body(null, 204);
});
