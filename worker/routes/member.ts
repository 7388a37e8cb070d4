// The signed-in member for the browser (spec 000 §6–7): whether someone is signed in
// (a JSON boolean, false on any failure) and who (the membership user, or null), and deleting the
// account (with the current password), which ends every session of the member at once. Never stored.
import { type Context, Hono } from "hono";
import type { AppBindings } from "../env.ts";
import type { MembershipUser } from "../../shared/schemas/member.ts";
import { userInfo } from "../member/identity-calls.ts";
import { currentMemberSession, endCurrentMemberSession } from "../member/current-member.ts";
import { noStore } from "../middleware/no-store.ts";
import { jsonBody, sameOrigin } from "../middleware/guards.ts";
import { asMember } from "../member/member-calls.ts";
import { memberSessions } from "../member/member-sessions.ts";
import { sessionSecret } from "../session/shopper-cookie.ts";
import { AccountDeletionBodySchema } from "../../shared/schemas/member.ts";
import * as v from "valibot";
import { createUpstream } from "../upstream/upstream-call.ts";

/**
 * The member as the provider knows them now: a session whose token the provider refuses (ended by a
 * password change on another device, or expired there) is ended here too.
 */
async function currentMember(c: Context<AppBindings>): Promise<MembershipUser | null> {
  const session = await currentMemberSession(c);
  if (!session) return null;
  const member = await userInfo(createUpstream(c.env, c.executionCtx), session.accessToken);
  if (!member) await endCurrentMemberSession(c);
  return member;
}

export const memberRoutes = new Hono<AppBindings>()
  .use(noStore)
  // Asked by every page once interactive (the browser keeps the answer 60 s): false on any failure.
  .get("/authenticated", async (c) => c.json((await currentMember(c).catch(() => null)) !== null))
  .get("/", async (c) => c.json(await currentMember(c)))
  .delete("/", sameOrigin, jsonBody(AccountDeletionBodySchema), async (c) => {
    const session = await currentMemberSession(c);
    const address = c.req.header("cf-connecting-ip");
    await asMember(c, "/api/cda/me", v.null(), {
      method: "DELETE",
      json: c.req.valid("json"),
      headers: address ? { "cf-connecting-ip": address } : {},
    });
    // The provider's tokens are gone; the sessions here, in every browser, go now rather than at their next check.
    if (session) await memberSessions(c.env.DB, sessionSecret(c.env)).endAllOf(session.memberId);
    await endCurrentMemberSession(c);
    return c.body(null, 204);
  });
