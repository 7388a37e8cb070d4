// The authorization request of OpenID Connect's code flow with PKCE, as the embedded
// identity provider accepts it from the storefront: its one client, its one redirect address, S256.
import * as v from "valibot";
import { DEFAULT_LANGUAGE, type Language } from "../../../../shared/languages.ts";
import { isLanguage } from "../../../../shared/rules/locale.ts";

export const STOREFRONT_CLIENT_ID = "storefront";
/** The worker's callback, the only redirect address the storefront client has registered. */
export const CALLBACK_PATH = "/api/auth/callback";

const AuthorizationRequestSchema = v.object({
  response_type: v.literal("code"),
  client_id: v.literal(STOREFRONT_CLIENT_ID),
  redirect_uri: v.pipe(v.string(), v.url()),
  scope: v.pipe(v.string(), v.regex(/(^|\s)openid(\s|$)/)),
  state: v.pipe(v.string(), v.regex(/^[\w-]{16,128}$/)),
  code_challenge: v.pipe(v.string(), v.regex(/^[\w-]{43}$/)),
  code_challenge_method: v.literal("S256"),
  ui_locales: v.optional(v.string(), "fi"),
});
export type AuthorizationRequest = v.InferOutput<typeof AuthorizationRequestSchema>;

export type AuthorizationCheck =
  | { ok: true; request: AuthorizationRequest; language: Language }
  /** Never redirected: the redirect address itself is not trusted (RFC 6749 §4.1.2.1). */
  | { ok: false; reason: string };

/** Checks the request's parameters against the storefront client's registration on this site. */
export function checkAuthorizationRequest(params: Record<string, unknown>, siteOrigin: string): AuthorizationCheck {
  const parsed = v.safeParse(AuthorizationRequestSchema, params);
  if (!parsed.success) return { ok: false, reason: `Invalid authorization request: ${v.summarize(parsed.issues)}` };
  if (parsed.output.redirect_uri !== `${siteOrigin}${CALLBACK_PATH}`) {
    return { ok: false, reason: "The redirect address is not registered for this client." };
  }
  const requested = parsed.output.ui_locales.split(/\s+/).find(isLanguage);
  return { ok: true, request: parsed.output, language: requested ?? DEFAULT_LANGUAGE };
}
