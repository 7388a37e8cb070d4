// The worker's calls to the commerce and customers API as the signed-in member: the
// member's token from the server-side session, the answer parsed, and the upstream's refusals said in
// the shopper's words; a token the provider no longer accepts ends the session here too.
import type { Context } from "hono";
import * as v from "valibot";
import { ApiError } from "../api-error.ts";
import type { AppBindings } from "../env.ts";
import { shopperLanguage } from "../session/shopper-language.ts";
import { type UpstreamCallOptions, createUpstream } from "../upstream/upstream-call.ts";
import { UpstreamError } from "../upstream/upstream-error.ts";
import { currentMemberSession, endCurrentMemberSession } from "./current-member.ts";

/** Calls the commerce API as the signed-in member and parses the answer; 401 for a visitor. */
export async function asMember<S extends v.GenericSchema>(
  c: Context<AppBindings>,
  path: string,
  schema: S,
  options: Partial<UpstreamCallOptions> = {},
  /** What a 404 means on this path. */
  notFound: string = /*i18n*/ "member.order-not-found",
): Promise<v.InferOutput<S>> {
  const session = await currentMemberSession(c);
  if (!session) throw new ApiError(401, /*i18n*/ "member.sign-in-required");
  const response = await createUpstream(c.env, c.executionCtx).call(path, {
    timeout: "lookup",
    ...options,
    query: { language: shopperLanguage(c) },
    headers: { ...options.headers, authorization: `Bearer ${session.accessToken}` },
  });
  if (response.status === 401) {
    // The provider ended the member's token (a password change elsewhere): the session here ends too.
    await endCurrentMemberSession(c);
    throw new ApiError(401, /*i18n*/ "member.sign-in-required");
  }
  if (response.status === 404) throw new ApiError(404, notFound);
  // The one bounded collection of a member's: the address book.
  if (response.status === 409) throw new ApiError(409, /*i18n*/ "member.address-book-full");
  if (response.status === 403) throw new ApiError(403, /*i18n*/ "member.wrong-password");
  if (response.status === 429) {
    const retryAfter = response.headers.get("retry-after");
    if (retryAfter) c.header("Retry-After", retryAfter);
    throw new ApiError(429, /*i18n*/ "member.too-many-attempts");
  }
  if (!response.ok) throw new UpstreamError(`The member call ${path} answered ${response.status}`, 502);
  if (response.status === 204) return v.parse(schema, null);
  const parsed = v.safeParse(schema, await response.json());
  if (!parsed.success)
    throw new UpstreamError(`The member call ${path} answered an invalid body: ${v.summarize(parsed.issues)}`, 502);
  return parsed.output;
}
