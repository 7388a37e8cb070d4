// Members' sign-in and sign-out (issue 11): /api/auth/sign-in starts the OpenID Connect
// code flow with PKCE (prompt=create for the provider's sign-up page), /api/auth/callback finishes it
// and opens the member's server-side session (ending the browser's earlier one, here and at the
// provider), /api/auth/sign-up signs the checkout's buyer up and in at once, /api/auth/change-password
// sends the member to the provider's page, /api/auth/password-reset has the provider mail a reset
// link, /api/auth/sign-out ends the session here and at the provider. The anonymous cart cookie is left alone, so a cart filled before signing in is kept.
import { type Context, Hono } from "hono";
import { DEFAULT_LANGUAGE, type Language } from "../../shared/languages.ts";
import { isLanguage } from "../../shared/rules/locale.ts";
import { sitePath } from "../../shared/rules/site-path.ts";
import { ApiError } from "../api-error.ts";
import { configuredSecret } from "../editor/hmac.ts";
import type { AppBindings } from "../env.ts";
import type { MembershipUser } from "../../shared/schemas/member.ts";
import { PasswordResetBodySchema, SignUpBodySchema } from "../../shared/schemas/member.ts";
import { currentMemberSession, endCurrentMemberSession } from "../member/current-member.ts";
import { endProviderSession, redeemCode, requestPasswordToken, signUpAtProvider, userInfo } from "../member/identity-calls.ts";
import { codeChallenge, newSignInTransaction } from "../member/pkce.ts";
import { memberSessions } from "../member/member-sessions.ts";
import { authorizeUrl, CALLBACK_PATH, identityOrigin, setMemberCookie, takeTransaction } from "../member/sign-in-flow.ts";
import { noStore } from "../middleware/no-store.ts";
import { jsonBody, sameOrigin } from "../middleware/guards.ts";
import { sessionSecret } from "../session/shopper-cookie.ts";
import { createUpstream } from "../upstream/upstream-call.ts";
import { log } from "../observability/log.ts";

export const authRoutes = new Hono<AppBindings>()
  .use(noStore)
  .get("/sign-in", async (c) => {
    const language = languageOf(c.req.query("language"));
    const returnTo = sitePath(c.req.query("returnTo")) ?? ownPageBefore(c) ?? `/${language}`;
    const prompt = c.req.query("prompt") === "create" ? "create" : undefined;
    return c.redirect(await authorizeUrl(c, returnTo, language, prompt), 302);
  })
  .get("/callback", async (c) => {
    const transaction = await takeTransaction(c);
    const state = c.req.query("state") ?? "";
    const code = c.req.query("code") ?? "";
    if (!transaction || state !== transaction.state || !code) throw new ApiError(400, /*i18n*/ "auth.sign-in-failed");
    await openMemberSession(c, code, transaction.verifier);
    return c.redirect(sitePath(transaction.returnTo) ?? "/", 303);
  })
  // The checkout's 'become a member' (spec 000 §7 order flag): the buyer signs up with the details
  // just given and a password, and is signed in at once, so the order that follows is theirs.
  .post("/sign-up", sameOrigin, jsonBody(SignUpBodySchema), async (c) => {
    const clientSecret = requiredClientSecret(c);
    const { verifier } = newSignInTransaction();
    const answer = await signUpAtProvider(createUpstream(c.env, c.executionCtx), {
      customer: c.req.valid("json"),
      language: languageOf(c.req.query("language")),
      redirectUri: callbackUri(c),
      codeChallenge: await codeChallenge(verifier),
      clientSecret,
      clientAddress: c.req.header("cf-connecting-ip"),
    });
    if (!answer.ok) throw new ApiError(answer.status, SIGN_UP_REFUSALS[answer.status]);
    return c.json(await openMemberSession(c, answer.code, verifier), 201);
  })
  // A forgotten password: 202 whether or not the address is a member's, so nobody learns who is.
  .post("/password-reset", sameOrigin, jsonBody(PasswordResetBodySchema), async (c) => {
    const answer = await requestPasswordToken(createUpstream(c.env, c.executionCtx), {
      ...c.req.valid("json"),
      redirectUri: callbackUri(c),
      clientSecret: requiredClientSecret(c),
      clientAddress: c.req.header("cf-connecting-ip"),
    });
    if (!answer.ok) {
      if (answer.retryAfter) c.header("Retry-After", answer.retryAfter);
      throw new ApiError(429, /*i18n*/ "member.too-many-attempts");
    }
    return c.body(null, 202);
  })
  // The personal details' change-password link: the provider's own page, back to where the member was.
  .get("/change-password", (c) => {
    const language = languageOf(c.req.query("language"));
    const url = new URL("/connect/password", identityOrigin(c));
    url.search = new URLSearchParams({ ui_locales: language, return_to: ownPageBefore(c) ?? `/${language}` }).toString();
    return c.redirect(url.toString(), 302);
  })
  .post("/sign-out", sameOrigin, async (c) => {
    await endSession(c);
    return c.body(null, 204);
  })
  // The header's logout link: a navigation, accepted only from the site's own pages (or typed), so
  // another site cannot sign a member out with a link or an image.
  .get("/sign-out", async (c) => {
    const site = c.req.header("sec-fetch-site");
    if (site && site !== "same-origin" && site !== "none") throw new ApiError(403, /*i18n*/ "cart.forbidden-origin");
    await endSession(c);
    return c.redirect(`/${languageOf(c.req.query("language"))}`, 303);
  });

const SIGN_UP_REFUSALS = {
  400: /*i18n*/ "cart.invalid-body",
  409: /*i18n*/ "member.already-member",
  429: /*i18n*/ "member.too-many-attempts",
} as const;

const callbackUri = (c: Context<AppBindings>) => `${new URL(c.req.url).origin}${CALLBACK_PATH}`;

function requiredClientSecret(c: Context<AppBindings>): string {
  const clientSecret = configuredSecret(c.env.OIDC_CLIENT_SECRET);
  if (!clientSecret) throw new ApiError(503, /*i18n*/ "auth.not-configured");
  return clientSecret;
}

/** Redeems a one-time code for the member's token and keeps it in a new server-side session. */
async function openMemberSession(c: Context<AppBindings>, code: string, verifier: string): Promise<MembershipUser> {
  const clientSecret = requiredClientSecret(c);
  const upstream = createUpstream(c.env, c.executionCtx);
  const token = await redeemCode(upstream, { code, verifier, redirectUri: callbackUri(c), clientSecret });
  const member = token ? await userInfo(upstream, token.accessToken) : null;
  if (!token || !member) throw new ApiError(400, /*i18n*/ "auth.sign-in-failed");
  // One member session a browser: whoever signed in here before is signed out, and their token ends.
  await endSession(c, { keepCookie: true });
  const sessionId = await memberSessions(c.env.DB, sessionSecret(c.env)).create(
    { memberId: member.userId, accessToken: token.accessToken },
    token.expiresIn,
  );
  setMemberCookie(c, sessionId, token.expiresIn);
  return member;
}

const languageOf = (value: string | undefined): Language => (isLanguage(value) ? value : DEFAULT_LANGUAGE);

/** The page of this site the browser came from (the Referer, sent in full only for same-origin navigations). */
function ownPageBefore(c: Context<AppBindings>): string | null {
  const referer = c.req.header("referer");
  if (!referer) return null;
  const url = new URL(referer, "http://invalid.invalid");
  if (url.origin !== new URL(c.req.url).origin || url.pathname.startsWith("/api/") || url.pathname.startsWith("/connect/"))
    return null;
  return sitePath(`${url.pathname}${url.search}`);
}

/** Ends the member's session here at once, then at the provider (if it cannot be reached, the site's session is still over). */
async function endSession(c: Context<AppBindings>, options: { keepCookie?: boolean } = {}) {
  const session = await currentMemberSession(c);
  await endCurrentMemberSession(c, options);
  if (session) {
    await endProviderSession(createUpstream(c.env, c.executionCtx), session.accessToken).catch((error: unknown) =>
      log.warn("The identity provider's session could not be ended", { error }),
    );
  }
}
