// The token endpoint's authorization-code grant: the storefront's server, a confidential
// client, redeems a one-time code with its secret and the PKCE verifier for a member's bearer token.
import type { Env } from "../../../env.ts";
import { configuredSecret, sha256Base64Url as sha256 } from "../../../editor/hmac.ts";
import { STOREFRONT_CLIENT_ID } from "./authorization-request.ts";
import { MEMBER_TOKEN_SECONDS, memberStore } from "./member-store.ts";

export type TokenAnswer =
  | { ok: true; body: { access_token: string; token_type: "Bearer"; expires_in: number; scope: string } }
  | { ok: false; error: "invalid_client" | "invalid_grant" | "invalid_request"; description: string };

/** Whether the caller is the storefront's server: its client id and secret. */
export async function isStorefrontClient(env: Env, clientId: string | null | undefined, sent: string | null | undefined) {
  const secret = configuredSecret(env.OIDC_CLIENT_SECRET);
  // Digests are compared, so the comparison's time says nothing about the secret.
  return Boolean(secret) && clientId === STOREFRONT_CLIENT_ID && (await sha256(sent ?? "")) === (await sha256(secret ?? ""));
}

export async function redeemAuthorizationCode(env: Env, form: URLSearchParams): Promise<TokenAnswer> {
  if (!(await isStorefrontClient(env, form.get("client_id"), form.get("client_secret")))) {
    return { ok: false, error: "invalid_client", description: "Unknown client or wrong client secret" };
  }
  const code = form.get("code") ?? "";
  const verifier = form.get("code_verifier") ?? "";
  const redirectUri = form.get("redirect_uri") ?? "";
  if (!/^[\w-]{16,128}$/.test(code) || !/^[\w.~-]{43,128}$/.test(verifier)) {
    return { ok: false, error: "invalid_request", description: "code and a PKCE code_verifier are required" };
  }
  const store = memberStore(env.DB);
  const memberId = await store.redeemCode(code, STOREFRONT_CLIENT_ID, redirectUri, verifier);
  if (!memberId) return { ok: false, error: "invalid_grant", description: "The code is unknown, used, expired or not yours" };
  return {
    ok: true,
    body: {
      access_token: await store.issueToken(memberId),
      token_type: "Bearer",
      expires_in: MEMBER_TOKEN_SECONDS,
      scope: "openid profile email",
    },
  };
}
