// Signed-in members' sessions, held by the worker: the browser's __Host- cookie holds
// only a random id; D1 holds its digest, the member's id and their sealed access token. Deleting
// the row ends the session at once for every request that presents the cookie, in every location.
import { sha256Base64Url as digest, toBase64Url } from "../editor/hmac.ts";
import { ensureWorkerTable } from "../session/worker-table.ts";
import { openToken, sealToken } from "./token-sealing.ts";

export interface MemberSession {
  memberId: string;
  accessToken: string;
}

/** The table lives with the worker, not the embedded backend: remote deployments keep sessions too. */
const ensureTable = (db: D1Database) =>
  ensureWorkerTable(
    db,
    "CREATE TABLE IF NOT EXISTS member_sessions (id_hash TEXT PRIMARY KEY, member_id TEXT NOT NULL, sealed_token TEXT NOT NULL, expires_at INTEGER NOT NULL)",
  );

export function memberSessions(db: D1Database, secret: string, now = () => Date.now()) {
  const seconds = () => Math.floor(now() / 1000);
  return {
    async create(session: MemberSession, lifetimeSeconds: number): Promise<string> {
      await ensureTable(db);
      const id = toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
      await db.batch([
        db.prepare("DELETE FROM member_sessions WHERE expires_at <= ?").bind(seconds()),
        db
          .prepare("INSERT INTO member_sessions (id_hash, member_id, sealed_token, expires_at) VALUES (?, ?, ?, ?)")
          .bind(await digest(id), session.memberId, await sealToken(secret, session.accessToken), seconds() + lifetimeSeconds),
      ]);
      return id;
    },

    async read(id: string | undefined): Promise<MemberSession | null> {
      if (!id || !/^[\w-]{43}$/.test(id)) return null;
      await ensureTable(db);
      const row = await db
        .prepare("SELECT member_id, sealed_token FROM member_sessions WHERE id_hash = ? AND expires_at > ?")
        .bind(await digest(id), seconds())
        .first<{ member_id: string; sealed_token: string }>();
      const accessToken = row ? await openToken(secret, row.sealed_token) : null;
      return row && accessToken ? { memberId: row.member_id, accessToken } : null;
    },

    /** Ends every session of the member, in every browser, at once (the account is gone). */
    async endAllOf(memberId: string): Promise<void> {
      await ensureTable(db);
      await db.prepare("DELETE FROM member_sessions WHERE member_id = ?").bind(memberId).run();
    },

    async end(id: string | undefined): Promise<void> {
      if (!id) return;
      await ensureTable(db);
      await db
        .prepare("DELETE FROM member_sessions WHERE id_hash = ?")
        .bind(await digest(id))
        .run();
    },
  };
}
