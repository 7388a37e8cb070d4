// The worker's calls to the identity provider's connect paths (spec 000 §7), through the one upstream
// call: redeem a code, read the member (userinfo), end the member's session at the provider, and the
// customers API's signup (answered with a code for the new member) and password token (a reset link
// mailed to the member).
import * as v from "valibot";
import type { Language } from "../../shared/languages.ts";
import { MemberTokenSchema, SignUpAnswerSchema, UserInfoSchema } from "../../shared/schemas/identity.ts";
import type { MembershipUser, PasswordResetBody, SignUpBody } from "../../shared/schemas/member.ts";
import type { Upstream } from "../upstream/upstream-call.ts";
import { UpstreamError } from "../upstream/upstream-error.ts";
import { CLIENT_ID } from "./sign-in-flow.ts";

export async function redeemCode(
  upstream: Upstream,
  options: { code: string; verifier: string; redirectUri: string; clientSecret: string },
): Promise<{ accessToken: string; expiresIn: number } | null> {
  const response = await upstream.call("/connect/token", {
    timeout: "token",
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "authorization_code",
      client_id: CLIENT_ID,
      client_secret: options.clientSecret,
      code: options.code,
      redirect_uri: options.redirectUri,
      code_verifier: options.verifier,
    }).toString(),
  });
  const parsed = v.safeParse(MemberTokenSchema, await response.json().catch(() => null));
  if (!response.ok || !parsed.success) return null;
  return { accessToken: parsed.output.access_token, expiresIn: parsed.output.expires_in };
}

/** The member the token belongs to, or null when the provider no longer accepts it. */
export async function userInfo(upstream: Upstream, accessToken: string): Promise<MembershipUser | null> {
  const response = await upstream.call("/connect/userinfo", {
    timeout: "lookup",
    headers: { authorization: `Bearer ${accessToken}` },
  });
  if (response.status === 401) {
    await response.body?.cancel();
    return null;
  }
  const info = v.parse(UserInfoSchema, await response.json());
  return {
    userId: info.sub,
    email: info.email,
    firstName: info.given_name,
    lastName: info.family_name,
    phone: info.phone_number,
    address: {
      street: info.address.street_address ?? null,
      postalCode: info.address.postal_code ?? null,
      city: info.address.locality ?? null,
      country: info.address.country ?? null,
    },
    marketingUpdates: info.marketing_updates,
    emailConfirmed: info.email_verified,
    pendingEmail: info.pending_email,
  };
}

export async function endProviderSession(upstream: Upstream, accessToken: string): Promise<void> {
  const response = await upstream.call("/connect/endsession", {
    timeout: "lookup",
    method: "POST",
    headers: { authorization: `Bearer ${accessToken}` },
  });
  await response.body?.cancel();
}

export type SignUpAnswer = { ok: true; code: string } | { ok: false; status: 400 | 409 | 429 };

/** Signs the customer up; the answer's code is bound to the caller's PKCE challenge and callback address. */
export async function signUpAtProvider(
  upstream: Upstream,
  options: {
    customer: SignUpBody;
    language: Language;
    redirectUri: string;
    codeChallenge: string;
    clientSecret: string;
    clientAddress?: string;
  },
): Promise<SignUpAnswer> {
  const response = await upstream.call("/api/cda/customers/signup", {
    timeout: "token",
    method: "POST",
    headers: {
      authorization: `Basic ${btoa(`${CLIENT_ID}:${options.clientSecret}`)}`,
      // The provider limits attempts per client address, as for its own sign-up page.
      ...(options.clientAddress ? { "cf-connecting-ip": options.clientAddress } : {}),
    },
    json: {
      customer: options.customer,
      language: options.language,
      redirectUri: options.redirectUri,
      codeChallenge: options.codeChallenge,
    },
  });
  const json: unknown = await response.json().catch(() => null);
  if (response.status === 409 || response.status === 429 || response.status === 400)
    return { ok: false, status: response.status };
  const parsed = v.safeParse(SignUpAnswerSchema, json);
  if (!response.ok || !parsed.success) throw new UpstreamError(`The signup call answered ${response.status}`, 502);
  return { ok: true, code: parsed.output.code };
}

/**
 * Asks the provider to mail a reset link: accepted whether or not the address is a member's, so the
 * answer says nothing about it; refused only when the address or the account has asked too often.
 */
export async function requestPasswordToken(
  upstream: Upstream,
  options: PasswordResetBody & { redirectUri: string; clientSecret: string; clientAddress?: string },
): Promise<{ ok: true } | { ok: false; retryAfter: string | null }> {
  const { clientSecret, clientAddress, ...body } = options;
  const response = await upstream.call("/api/cda/customers/password-token", {
    timeout: "token",
    method: "POST",
    headers: {
      authorization: `Basic ${btoa(`${CLIENT_ID}:${clientSecret}`)}`,
      ...(clientAddress ? { "cf-connecting-ip": clientAddress } : {}),
    },
    json: body,
  });
  await response.body?.cancel();
  if (response.status === 429) return { ok: false, retryAfter: response.headers.get("retry-after") };
  if (response.status !== 202) throw new UpstreamError(`The password token call answered ${response.status}`, 502);
  return { ok: true };
}
