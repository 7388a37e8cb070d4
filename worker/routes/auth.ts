// Members' sign-in and sign-out (issue 11, decision 040): /api/auth/sign-in starts the OpenID Connect
// code flow with PKCE, /api/auth/callback finishes it and opens the member's server-side session,
// /api/auth/sign-out ends it here and at the provider. The anonymous cart cookie is left alone, so
// a cart filled before signing in is kept.
import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import { DEFAULT_LANGUAGE } from "../../shared/languages.ts";
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
    const language = c.req.query("language");
    const returnTo = sitePath(c.req.query("returnTo")) ?? `/${isLanguage(language) ? language : DEFAULT_LANGUAGE}`;
    return c.redirect(await authorizeUrl(c, returnTo, isLanguage(language) ? language : DEFAULT_LANGUAGE), 302);
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
    const sessions = memberSessions(c.env.DB, sessionSecret(c.env));
    const id = getCookie(c, MEMBER_COOKIE);
    const session = await sessions.read(id);
    await sessions.end(id);
    dropMemberCookie(c);
    // The provider's session ends too; if it cannot be reached the site's session is still over.
    if (session) {
      await endProviderSession(createUpstream(c.env, c.executionCtx), session.accessToken).catch((error: unknown) =>
        console.warn("The identity provider's session could not be ended", error),
      );
    }
    return c.body(null, 204);
  });
