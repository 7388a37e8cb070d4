// Members' sign-in transactions, held by the worker: the browser's __Host- cookie holds only a random
// id; D1 holds its digest, the state, the sealed PKCE verifier, where to return, and when it ends. The
// callback takes the row (deletes it as it reads it), so a transaction completes once, and one whose
// ten minutes are over is refused here whatever the browser still sends.
import { sha256Base64Url as digest, toBase64Url } from "../editor/hmac.ts";
import { ensureWorkerTable } from "../session/worker-table.ts";
import { openToken, sealToken } from "./token-sealing.ts";

/** Long enough to type a password (or sign up), short enough that a stale one is useless. */
export const TRANSACTION_SECONDS = 10 * 60;

export interface SignInTransaction {
  state: string;
  verifier: string;
  returnTo: string;
}

const ensureTable = (db: D1Database) =>
  ensureWorkerTable(
    db,
    "CREATE TABLE IF NOT EXISTS member_sign_in_transactions (id_hash TEXT PRIMARY KEY, state TEXT NOT NULL, sealed_verifier TEXT NOT NULL, return_to TEXT NOT NULL, expires_at INTEGER NOT NULL)",
  );

export function signInTransactions(db: D1Database, secret: string, now = () => Date.now()) {
  const seconds = () => Math.floor(now() / 1000);
  return {
    /** Keeps the transaction; returns the id for the browser's cookie. */
    async begin(transaction: SignInTransaction): Promise<string> {
      await ensureTable(db);
      const id = toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
      await db.batch([
        db.prepare("DELETE FROM member_sign_in_transactions WHERE expires_at <= ?").bind(seconds()),
        db
          .prepare(
            "INSERT INTO member_sign_in_transactions (id_hash, state, sealed_verifier, return_to, expires_at) VALUES (?, ?, ?, ?, ?)",
          )
          .bind(
            await digest(id),
            transaction.state,
            await sealToken(secret, transaction.verifier),
            transaction.returnTo,
            seconds() + TRANSACTION_SECONDS,
          ),
      ]);
      return id;
    },

    /** The transaction, once: it is deleted in the statement that reads it, also when two callbacks race. */
    async take(id: string | undefined): Promise<SignInTransaction | null> {
      if (!id || !/^[\w-]{43}$/.test(id)) return null;
      await ensureTable(db);
      const row = await db
        .prepare(
          "DELETE FROM member_sign_in_transactions WHERE id_hash = ? RETURNING state, sealed_verifier, return_to, expires_at",
        )
        .bind(await digest(id))
        .first<{ state: string; sealed_verifier: string; return_to: string; expires_at: number }>();
      if (!row || row.expires_at <= seconds()) return null;
      const verifier = await openToken(secret, row.sealed_verifier);
      return verifier ? { state: row.state, verifier, returnTo: row.return_to } : null;
    },
  };
}
