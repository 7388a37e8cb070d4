// The worker as the members' OpenID Connect client (backend-for-frontend, decision 040): it starts the
// authorization-code flow with PKCE, keeps the transaction in a short-lived signed cookie, redeems
// the code with its client secret and keeps the member's session on the server.
import type { Context } from "hono";
import { deleteCookie, getCookie, getSignedCookie, setCookie, setSignedCookie } from "hono/cookie";
import type { Language } from "../../shared/languages.ts";
import { fromBase64Url, toBase64Url } from "../editor/hmac.ts";
import type { AppBindings } from "../env.ts";
import { sessionSecret } from "../session/shopper-cookie.ts";
import { upstreamMode } from "../upstream/port.ts";
import { codeChallenge, newSignInTransaction } from "./pkce.ts";

export const CLIENT_ID = "storefront";
export const CALLBACK_PATH = "/api/auth/callback";
/** The sign-in transaction: long enough to type a password, short enough that a stale one is useless. */
const TRANSACTION_COOKIE = "__Host-kaarna-oidc";
const TRANSACTION_SECONDS = 10 * 60;
export const MEMBER_COOKIE = "__Host-kaarna-member";

export interface SignInTransaction {
  state: string;
  verifier: string;
  returnTo: string;
}

/** Where the identity provider's connect paths are: this site's own (embedded) or the real backend's. */
export function identityOrigin(c: Context<AppBindings>): string {
  return upstreamMode(c.env) === "embedded" ? new URL(c.req.url).origin : c.env.UPSTREAM_ORIGIN.trim().replace(/\/+$/, "");
}

/**
 * Starts a sign-in: the transaction goes to a signed cookie, the browser to the provider's authorize
 * page (its sign-up page with prompt=create, OpenID Connect's "Prompt Create").
 */
export async function authorizeUrl(
  c: Context<AppBindings>,
  returnTo: string,
  language: Language,
  prompt?: "create",
): Promise<string> {
  const { state, verifier } = newSignInTransaction();
  const origin = new URL(c.req.url).origin;
  await setSignedCookie(
    c,
    TRANSACTION_COOKIE,
    `${state}.${verifier}.${toBase64Url(new TextEncoder().encode(returnTo))}`,
    sessionSecret(c.env),
    {
      httpOnly: true,
      secure: true,
      // Lax: the provider's redirect back is a top-level navigation from another site in production.
      sameSite: "Lax",
      path: "/",
      maxAge: TRANSACTION_SECONDS,
    },
  );
  const url = new URL("/connect/authorize", identityOrigin(c));
  url.search = new URLSearchParams({
    response_type: "code",
    client_id: CLIENT_ID,
    redirect_uri: `${origin}${CALLBACK_PATH}`,
    scope: "openid profile email",
    state,
    code_challenge: await codeChallenge(verifier),
    code_challenge_method: "S256",
    ui_locales: language,
    ...(prompt ? { prompt } : {}),
  }).toString();
  return url.toString();
}

/** The transaction this browser started, read once: the cookie is dropped whatever happens next. */
export async function takeTransaction(c: Context<AppBindings>): Promise<SignInTransaction | null> {
  if (getCookie(c, TRANSACTION_COOKIE) === undefined) return null;
  const value = await getSignedCookie(c, sessionSecret(c.env), TRANSACTION_COOKIE);
  deleteCookie(c, TRANSACTION_COOKIE, { path: "/", secure: true });
  const [state = "", verifier = "", returnTo = ""] = (value || "").split(".");
  const path = fromBase64Url(returnTo);
  if (!state || !verifier || !path) return null;
  return { state, verifier, returnTo: new TextDecoder().decode(path) };
}

export function setMemberCookie(c: Context<AppBindings>, sessionId: string, maxAge: number) {
  setCookie(c, MEMBER_COOKIE, sessionId, { httpOnly: true, secure: true, sameSite: "Lax", path: "/", maxAge });
}

export function dropMemberCookie(c: Context<AppBindings>) {
  deleteCookie(c, MEMBER_COOKIE, { path: "/", secure: true });
}
