// A forgotten password (issue 42): a member asks for a link by address, from the provider's page or
// through the customers API. The answer never says whether the address has an account: the look-up
// and the mail happen after the answer (waitUntil), so neither the text nor the time tells. Every
// request counts against limits of its own (per address and account, as sign-ups do), so nobody can
// fill a member's inbox. The link works once, for an hour; using it sets a new password and ends every
// session of the member.
import type { Language } from "../../../../shared/languages.ts";
import type { Env } from "../../../env.ts";
import { log } from "../../../observability/log.ts";
import { sendMail } from "../mail/outbox.ts";
import { clientAddress, signInLimits } from "../sign-in-limits.ts";
import { passwordResetMail } from "./account-mails.ts";
import { memberLinks } from "./member-links.ts";
import { memberStore } from "./member-store.ts";

export type ResetRequest = { ok: true } | { ok: false; retryAfter: number };

export async function requestPasswordReset(
  env: Env,
  ctx: Pick<ExecutionContext, "waitUntil">,
  request: Request,
  options: { email: string; language: Language; pagesOrigin: string },
): Promise<ResetRequest> {
  const attempt = await signInLimits(env.DB, "password-reset").attempt(options.email, clientAddress(request));
  if (!attempt.allowed) return { ok: false, retryAfter: attempt.retryAfter };
  ctx.waitUntil(
    mailResetLink(env.DB, options).catch((error: unknown) =>
      log.warn("The password reset mail could not be sent", { reason: String(error) }),
    ),
  );
  return { ok: true };
}

async function mailResetLink(
  db: D1Database,
  { email, language, pagesOrigin }: { email: string; language: Language; pagesOrigin: string },
) {
  const member = await memberStore(db).byEmail(email);
  if (!member) return;
  const token = await memberLinks(db).issue("password-reset", { memberId: member.id, email: member.email });
  const link = new URL("/connect/reset", pagesOrigin);
  link.search = new URLSearchParams({ token, ui_locales: language }).toString();
  await sendMail(db, passwordResetMail(member.email, member.first_name, link.toString(), language));
}

/** Sets the new password from a reset link: null when the link no longer works. */
export async function resetPassword(db: D1Database, token: string, newPassword: string): Promise<string | null> {
  const holder = await memberLinks(db).use("password-reset", token);
  if (!holder) return null;
  await memberStore(db).changePassword(holder.memberId, newPassword);
  return holder.memberId;
}
