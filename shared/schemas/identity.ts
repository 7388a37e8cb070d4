// The identity provider's answers the worker reads (spec 000 §7 connect paths): the
// token endpoint's bearer tokens (the anonymous shopper's and a member's), userinfo, the customers
// API's signup, and the OAuth error answer they refuse with.
import * as v from "valibot";

/** Spec 000 §9: the token is cached for 30 minutes when the upstream does not say otherwise. */
const DEFAULT_TOKEN_LIFETIME_S = 30 * 60;

/** The anonymous grant's answer: the shopper's bearer token and its lifetime in seconds. */
export const AnonymousTokenSchema = v.object({
  access_token: v.pipe(v.string(), v.minLength(16)),
  expires_in: v.optional(v.pipe(v.number(), v.minValue(1)), DEFAULT_TOKEN_LIFETIME_S),
});

/** The authorization-code grant's answer: a member's bearer token. */
export const MemberTokenSchema = v.object({ access_token: v.string(), token_type: v.string(), expires_in: v.number() });

/** OpenID Connect's userinfo for a member's token. */
export const UserInfoSchema = v.object({
  sub: v.string(),
  email: v.string(),
  given_name: v.optional(v.string(), ""),
  family_name: v.optional(v.string(), ""),
  phone_number: v.nullish(v.string(), null),
  address: v.optional(
    v.object({
      street_address: v.nullish(v.string(), null),
      postal_code: v.nullish(v.string(), null),
      locality: v.nullish(v.string(), null),
      country: v.nullish(v.string(), null),
    }),
    {},
  ),
  marketing_updates: v.optional(v.boolean(), false),
  /** OpenID Connect's claim; a provider that does not say is taken at its word that the address is the member's. */
  email_verified: v.optional(v.boolean(), true),
  /** A new address asked for and not yet confirmed (the embedded provider's own claim). */
  pending_email: v.nullish(v.string(), null),
});

/** The customers API's signup answer: a one-time code for the new member, bound to the caller's PKCE challenge. */
export const SignUpAnswerSchema = v.object({ code: v.string() });

/** RFC 6749 §5.2: how the token endpoint (and userinfo) refuse. */
export const OAuthErrorSchema = v.object({ error: v.string(), error_description: v.optional(v.string()) });
