// The worker as the members' OpenID Connect client (backend-for-frontend): it starts the
// authorization-code flow with PKCE, keeps the transaction on the server for ten minutes and once
// (the browser's cookie holds only its id), redeems the code with its client secret and keeps the
// member's session on the server.
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { Language } from "../../shared/languages.ts";
import type { AppBindings } from "../env.ts";
import { sessionSecret } from "../session/shopper-cookie.ts";
import { upstreamMode } from "../upstream/port.ts";
import { codeChallenge, newSignInTransaction } from "./pkce.ts";
import { type SignInTransaction, signInTransactions, TRANSACTION_SECONDS } from "./sign-in-transactions.ts";

export const CLIENT_ID = "storefront";
export const CALLBACK_PATH = "/api/auth/callback";
const TRANSACTION_COOKIE = "__Host-kaarna-oidc";
export const MEMBER_COOKIE = "__Host-kaarna-member";

const transactions = (c: Context<AppBindings>) => signInTransactions(c.env.DB, sessionSecret(c.env));

/** Where the identity provider's connect paths are: this site's own (embedded) or the real backend's. */
export function identityOrigin(c: Context<AppBindings>): string {
  return upstreamMode(c.env) === "embedded" ? new URL(c.req.url).origin : c.env.UPSTREAM_ORIGIN.trim().replace(/\/+$/, "");
}

/**
 * Starts a sign-in: the transaction is kept on the server under the id in the browser's cookie, the
 * browser goes to the provider's authorize page (its sign-up page with prompt=create, OpenID
 * Connect's "Prompt Create").
 */
export async function authorizeUrl(
  c: Context<AppBindings>,
  returnTo: string,
  language: Language,
  prompt?: "create",
): Promise<string> {
  const { state, verifier } = newSignInTransaction();
  const origin = new URL(c.req.url).origin;
  const id = await transactions(c).begin({ state, verifier, returnTo });
  setCookie(c, TRANSACTION_COOKIE, id, {
    httpOnly: true,
    secure: true,
    // Lax: the provider's redirect back is a top-level navigation from another site in production.
    sameSite: "Lax",
    path: "/",
    maxAge: TRANSACTION_SECONDS,
  });
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

/** The transaction this browser started, taken once on the server: the cookie is dropped whatever happens next. */
export async function takeTransaction(c: Context<AppBindings>): Promise<SignInTransaction | null> {
  const id = getCookie(c, TRANSACTION_COOKIE);
  if (id === undefined) return null;
  deleteCookie(c, TRANSACTION_COOKIE, { path: "/", secure: true });
  return transactions(c).take(id);
}

export function setMemberCookie(c: Context<AppBindings>, sessionId: string, maxAge: number) {
  setCookie(c, MEMBER_COOKIE, sessionId, { httpOnly: true, secure: true, sameSite: "Lax", path: "/", maxAge });
}

export function dropMemberCookie(c: Context<AppBindings>) {
  deleteCookie(c, MEMBER_COOKIE, { path: "/", secure: true });
}
