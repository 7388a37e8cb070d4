// The signed-in member for the browser (spec 000 §6–7): whether someone is signed in
// (a JSON boolean, false on any failure) and who (the membership user, or null). Never stored.
import { type Context, Hono } from "hono";
import type { AppBindings } from "../env.ts";
import type { MembershipUser } from "../../shared/schemas/member.ts";
import { userInfo } from "../member/identity-calls.ts";
import { currentMemberSession, endCurrentMemberSession } from "../member/current-member.ts";
import { noStore } from "../middleware/no-store.ts";
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
  .get("/", async (c) => c.json(await currentMember(c)));
