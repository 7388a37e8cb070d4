// The publish notices the webhook has accepted, each remembered by its signature for as long as its
// timestamp would still be accepted: a captured notice replayed within its window purges nothing.
// D1, not KV: "accept once" needs an insert that fails when the row exists, at one place, at once;
// KV has no conditional write and shows a new key in other locations only after up to a minute.
import { ensureWorkerTable } from "../session/worker-table.ts";

const ensureTable = (db: D1Database) =>
  ensureWorkerTable(db, "CREATE TABLE IF NOT EXISTS publish_notices (signature TEXT PRIMARY KEY, expires_at INTEGER NOT NULL)");

export function publishNotices(db: D1Database, now = () => Date.now()) {
  return {
    /** Remembers the notice until `untilMs`; false when it was accepted before (a replay). */
    async accept(signature: string, untilMs: number): Promise<boolean> {
      await ensureTable(db);
      const [, inserted] = await db.batch([
        db.prepare("DELETE FROM publish_notices WHERE expires_at <= ?").bind(now()),
        db.prepare("INSERT OR IGNORE INTO publish_notices (signature, expires_at) VALUES (?, ?)").bind(signature, untilMs),
      ]);
      return inserted?.meta.changes === 1;
    },

    /** Forgets a notice whose purge failed, so the CMS may send it again. */
    async forget(signature: string): Promise<void> {
      await ensureTable(db);
      await db.prepare("DELETE FROM publish_notices WHERE signature = ?").bind(signature).run();
    },
  };
}
