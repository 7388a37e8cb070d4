// Members confirm their email address (issue 42) by a single-use link: the one they signed up with,
// and a new one before it replaces the old (until then it waits as pending_email and the old address
// still signs in). A new address that belongs to another member by the time its link is followed
// changes nothing (the UNIQUE column decides).
import type { Language } from "../../../../shared/languages.ts";
import { sendMail } from "../mail/outbox.ts";
import { confirmationMail } from "./account-mails.ts";
import { memberLinks } from "./member-links.ts";

interface ConfirmationFor {
  memberId: string;
  /** The address to confirm: the member's own, or the new one asked for. */
  email: string;
  firstName: string;
  language: Language;
  pagesOrigin: string;
  change: boolean;
}

export async function mailConfirmationLink(db: D1Database, options: ConfirmationFor) {
  const token = await memberLinks(db).issue("email-confirmation", { memberId: options.memberId, email: options.email });
  const link = new URL("/connect/confirm", options.pagesOrigin);
  link.search = new URLSearchParams({ token, ui_locales: options.language }).toString();
  await sendMail(db, confirmationMail(options.email, options.firstName, link.toString(), options.language, options.change));
}

/** Asks for a new address: kept as pending, confirmed by a link mailed to it, unless another member has it. */
export async function requestEmailChange(db: D1Database, options: Omit<ConfirmationFor, "change">) {
  const email = options.email.trim().toLowerCase();
  await db.prepare("UPDATE members SET pending_email = ? WHERE id = ?").bind(email, options.memberId).run();
  const taken = await db.prepare("SELECT 1 AS taken FROM members WHERE email = ?").bind(email).first();
  // Nothing is mailed to another member's address; the answer is the same, so it tells nobody who is one.
  if (!taken) await mailConfirmationLink(db, { ...options, email, change: true });
}

export type Confirmation = "confirmed" | "taken" | "expired";

/** Follows a confirmation link: used up whatever the outcome. */
export async function confirmEmail(db: D1Database, token: string): Promise<Confirmation> {
  const holder = await memberLinks(db).use("email-confirmation", token);
  if (!holder) return "expired";
  const own = await db
    .prepare("UPDATE members SET email_confirmed = 1 WHERE id = ? AND email = ?")
    .bind(holder.memberId, holder.email)
    .run();
  if (own.meta.changes === 1) return "confirmed";
  try {
    const changed = await db
      .prepare(
        "UPDATE members SET email = pending_email, pending_email = NULL, email_confirmed = 1 WHERE id = ? AND pending_email = ?",
      )
      .bind(holder.memberId, holder.email)
      .run();
    return changed.meta.changes === 1 ? "confirmed" : "expired";
  } catch {
    // UNIQUE: another member has the address by now.
    return "taken";
  }
}
