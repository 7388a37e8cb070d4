// Single-use links the provider mails to a member (issue 42): the token travels only in the mail, D1
// keeps its hash, and the statement that uses a link deletes it, so a link works once even when two
// requests race. A new link of the same purpose replaces the member's earlier ones.
import { sha256Base64Url as sha256, toBase64Url } from "../../../editor/hmac.ts";

export type LinkPurpose = "password-reset" | "email-confirmation";

/** How long each kind of link works. */
export const LINK_SECONDS: Record<LinkPurpose, number> = {
  "password-reset": 60 * 60,
  "email-confirmation": 7 * 24 * 60 * 60,
};

export interface LinkHolder {
  memberId: string;
  /** The address the link was mailed to. */
  email: string;
}

const TOKEN_PATTERN = /^[\w-]{43}$/;

export function memberLinks(db: D1Database, now = () => Date.now()) {
  const seconds = () => Math.floor(now() / 1000);

  return {
    async issue(purpose: LinkPurpose, holder: LinkHolder): Promise<string> {
      const token = toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
      await db.batch([
        db.prepare("DELETE FROM member_links WHERE expires_at <= ?").bind(seconds()),
        db.prepare("DELETE FROM member_links WHERE member_id = ? AND purpose = ?").bind(holder.memberId, purpose),
        db
          .prepare("INSERT INTO member_links (token_hash, member_id, purpose, email, expires_at) VALUES (?, ?, ?, ?, ?)")
          .bind(await sha256(token), holder.memberId, purpose, holder.email, seconds() + LINK_SECONDS[purpose]),
      ]);
      return token;
    },

    /** Who a link that still works belongs to, without using it (a page shows its form first). */
    async holder(purpose: LinkPurpose, token: string | undefined): Promise<LinkHolder | null> {
      if (!token || !TOKEN_PATTERN.test(token)) return null;
      const row = await db
        .prepare("SELECT member_id, email FROM member_links WHERE token_hash = ? AND purpose = ? AND expires_at > ?")
        .bind(await sha256(token), purpose, seconds())
        .first<{ member_id: string; email: string }>();
      return row ? { memberId: row.member_id, email: row.email } : null;
    },

    /** Uses the link up: its holder once, null when it was used, expired or never issued. */
    async use(purpose: LinkPurpose, token: string | undefined): Promise<LinkHolder | null> {
      if (!token || !TOKEN_PATTERN.test(token)) return null;
      const row = await db
        .prepare("DELETE FROM member_links WHERE token_hash = ? AND purpose = ? RETURNING member_id, email, expires_at")
        .bind(await sha256(token), purpose)
        .first<{ member_id: string; email: string; expires_at: number }>();
      return row && row.expires_at > seconds() ? { memberId: row.member_id, email: row.email } : null;
    },
  };
}
