// Members' sign-in and sign-out (issue 11, decision 040): /api/auth/sign-in starts the OpenID Connect
// code flow with PKCE, /api/auth/callback finishes it and opens the member's server-side session,
// /api/auth/sign-out ends it here and at the provider. The anonymous cart cookie is left alone, so
// a cart filled before signing in is kept.
import { type Context, Hono } from "hono";
import { getCookie } from "hono/cookie";
import { DEFAULT_LANGUAGE, type Language } from "../../shared/languages.ts";
import { isLanguage } from "../../shared/rules/locale.ts";
import { sitePath } from "../../shared/rules/site-path.ts";
import { ApiError } from "../api-error.ts";
import { configuredSecret } from "../editor/hmac.ts";
import type { AppBindings } from "../env.ts";
import { endProviderSession, redeemCode, userInfo } from "../member/identity-calls.ts";
import { memberSessions } from "../member/member-sessions.ts";
import {
  authorizeUrl,
  CALLBACK_PATH,
  dropMemberCookie,
  MEMBER_COOKIE,
  setMemberCookie,
  takeTransaction,
} from "../member/sign-in-flow.ts";
import { noStore } from "../middleware/no-store.ts";
import { sameOrigin } from "../middleware/guards.ts";
import { sessionSecret } from "../session/shopper-cookie.ts";
import { createUpstream } from "../upstream/upstream-call.ts";

export const authRoutes = new Hono<AppBindings>()
  .use(noStore)
  .get("/sign-in", async (c) => {
    const language = languageOf(c.req.query("language"));
    const returnTo = sitePath(c.req.query("returnTo")) ?? ownPageBefore(c) ?? `/${language}`;
    return c.redirect(await authorizeUrl(c, returnTo, language), 302);
  })
  .get("/callback", async (c) => {
    const transaction = await takeTransaction(c);
    const state = c.req.query("state") ?? "";
    const code = c.req.query("code") ?? "";
    if (!transaction || state !== transaction.state || !code) throw new ApiError(400, /*i18n*/ "auth.sign-in-failed");
    const clientSecret = configuredSecret(c.env.OIDC_CLIENT_SECRET);
    if (!clientSecret) throw new ApiError(503, /*i18n*/ "auth.not-configured");
    const upstream = createUpstream(c.env, c.executionCtx);
    const redirectUri = `${new URL(c.req.url).origin}${CALLBACK_PATH}`;
    const token = await redeemCode(upstream, { code, verifier: transaction.verifier, redirectUri, clientSecret });
    const member = token ? await userInfo(upstream, token.accessToken) : null;
    if (!token || !member) throw new ApiError(400, /*i18n*/ "auth.sign-in-failed");
    const sessionId = await memberSessions(c.env.DB, sessionSecret(c.env)).create(
      { memberId: member.userId, accessToken: token.accessToken },
      token.expiresIn,
    );
    setMemberCookie(c, sessionId, token.expiresIn);
    return c.redirect(sitePath(transaction.returnTo) ?? "/", 303);
  })
  .post("/sign-out", sameOrigin, async (c) => {
    await signOut(c);
    return c.body(null, 204);
  })
  // The header's logout link: a navigation, accepted only from the site's own pages (or typed), so
  // another site cannot sign a member out with a link or an image.
  .get("/sign-out", async (c) => {
    const site = c.req.header("sec-fetch-site");
    if (site && site !== "same-origin" && site !== "none") throw new ApiError(403, /*i18n*/ "cart.forbidden-origin");
    await signOut(c);
    return c.redirect(`/${languageOf(c.req.query("language"))}`, 303);
  });

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
async function signOut(c: Context<AppBindings>) {
  const sessions = memberSessions(c.env.DB, sessionSecret(c.env));
  const id = getCookie(c, MEMBER_COOKIE);
  const session = await sessions.read(id);
  await sessions.end(id);
  dropMemberCookie(c);
  if (session) {
    await endProviderSession(createUpstream(c.env, c.executionCtx), session.accessToken).catch((error: unknown) =>
      console.warn("The identity provider's session could not be ended", error),
    );
  }
}
