// The signed-in member for the browser (spec 000 §6–7, decision 040): whether someone is signed in
// (a JSON boolean, false on any failure) and who (the membership user, or null). Never stored.
import { type Context, Hono } from "hono";
import { getCookie } from "hono/cookie";
import type { AppBindings } from "../env.ts";
import type { MembershipUser } from "../../shared/schemas/member.ts";
import { userInfo } from "../member/identity-calls.ts";
import { memberSessions } from "../member/member-sessions.ts";
import { MEMBER_COOKIE } from "../member/sign-in-flow.ts";
import { noStore } from "../middleware/no-store.ts";
import { sessionSecret } from "../session/shopper-cookie.ts";
import { createUpstream } from "../upstream/upstream-call.ts";

async function currentMember(c: Context<AppBindings>): Promise<MembershipUser | null> {
  const session = await memberSessions(c.env.DB, sessionSecret(c.env)).read(getCookie(c, MEMBER_COOKIE));
  return session ? userInfo(createUpstream(c.env, c.executionCtx), session.accessToken) : null;
}

export const memberRoutes = new Hono<AppBindings>()
  .use(noStore)
  .get("/authenticated", async (c) => {
    const session = await memberSessions(c.env.DB, sessionSecret(c.env))
      .read(getCookie(c, MEMBER_COOKIE))
      .catch(() => null);
    return c.json(session !== null);
  })
  .get("/", async (c) => c.json(await currentMember(c)));
