// The embedded backend's consent policies and marketing consents in D1 (migration 0021): a policy's
// texts in a language, and a person reached by email, known only by the hash of their link's token.
import { sha256Base64Url as sha256 } from "../../../editor/hmac.ts";

export interface PolicyView {
  id: number;
  kind: "privacy" | "marketing";
  version: string;
  changedAt: string;
  title: string;
  summary: string;
  body: string;
}

export interface PersonView {
  /** The address the links were sent to, masked: the page shows whose consents these are, not the address. */
  email: string;
  consents: { policyId: number; title: string; summary: string; granted: boolean }[];
}

/** m•••@kaarna.example: enough to recognise one's own address, not to read it off a shared screen. */
const maskEmail = (email: string) => email.replace(/^(.)[^@]*/, "$1•••");

export function consentStore(db: D1Database) {
  async function person(token: string, language: string): Promise<PersonView | null> {
    const hash = await sha256(token);
    const [people, consents] = await db.batch<Record<string, unknown>>([
      db.prepare("SELECT email FROM marketing_people WHERE token_hash = ?").bind(hash),
      db
        .prepare(
          `SELECT c.policy_id, c.granted, t.title, t.summary FROM marketing_consents c
           JOIN consent_policy_texts t ON t.policy_id = c.policy_id AND t.language = ?
           WHERE c.token_hash = ? ORDER BY c.policy_id`,
        )
        .bind(language, hash),
    ]);
    const email = people?.results[0]?.email;
    if (typeof email !== "string") return null;
    return {
      email: maskEmail(email),
      consents: (consents?.results ?? []).map((row) => ({
        policyId: Number(row.policy_id),
        title: String(row.title),
        summary: String(row.summary),
        granted: row.granted === 1,
      })),
    };
  }

  /** Withdraws the named consents (all of them when policyIds is null); never grants one. */
  async function withdraw(token: string, policyIds: number[] | null): Promise<boolean> {
    const hash = await sha256(token);
    const known = await db.prepare("SELECT 1 FROM marketing_people WHERE token_hash = ?").bind(hash).first();
    if (!known) return false;
    const ids = policyIds ?? [];
    await db
      .prepare(
        `UPDATE marketing_consents SET granted = 0, changed_at = ?
         WHERE token_hash = ? AND granted = 1 AND (? OR policy_id IN (SELECT value FROM json_each(?)))`,
      )
      .bind(new Date().toISOString(), hash, policyIds === null ? 1 : 0, JSON.stringify(ids))
      .run();
    return true;
  }

  return {
    async policy(id: number, language: string): Promise<PolicyView | null> {
      const row = await db
        .prepare(
          `SELECT p.id, p.kind, p.version, p.changed_at, t.title, t.summary, t.body FROM consent_policies p
           JOIN consent_policy_texts t ON t.policy_id = p.id AND t.language = ? WHERE p.id = ?`,
        )
        .bind(language, id)
        .first<Record<string, unknown>>();
      if (!row) return null;
      return {
        id: Number(row.id),
        kind: row.kind === "privacy" ? "privacy" : "marketing",
        version: String(row.version),
        changedAt: String(row.changed_at),
        title: String(row.title),
        summary: String(row.summary),
        body: String(row.body),
      };
    },
    person,
    withdraw,
  };
}
