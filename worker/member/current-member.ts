// The request's member session, read from the __Host- cookie: one place for every
// route that acts for a signed-in member, and for ending the session when the provider has.
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import type { AppBindings } from "../env.ts";
import { sessionSecret } from "../session/shopper-cookie.ts";
import { type MemberSession, memberSessions } from "./member-sessions.ts";
import { dropMemberCookie, MEMBER_COOKIE } from "./sign-in-flow.ts";

const sessions = (c: Context<AppBindings>) => memberSessions(c.env.DB, sessionSecret(c.env));

export function currentMemberSession(c: Context<AppBindings>): Promise<MemberSession | null> {
  return sessions(c).read(getCookie(c, MEMBER_COOKIE));
}

/**
 * Ends this browser's member session here (the provider's side is the caller's business); the cookie
 * is kept only when a new session's is about to replace it.
 */
export async function endCurrentMemberSession(c: Context<AppBindings>, { keepCookie = false } = {}) {
  await sessions(c).end(getCookie(c, MEMBER_COOKIE));
  if (!keepCookie) dropMemberCookie(c);
}
