// The embedded CMS's editor state in D1: sign-in against the editors' password hashes,
// server-side sessions (only a digest of the session id is stored), block drafts and publishing.
import { sha256Base64Url as digest, toBase64Url } from "../../../editor/hmac.ts";
import { accountPasswordMatches } from "./password.ts";

/** A working day: an editor signs in again the next morning. */
const SESSION_SECONDS = 8 * 60 * 60;

export interface Editor {
  email: string;
  name: string;
}

export function editorStore(db: D1Database, now = () => Date.now()) {
  const seconds = () => Math.floor(now() / 1000);
  return {
    /** A new session id for the editor, or null when the address or password is wrong. */
    async signIn(email: string, password: string): Promise<{ sessionId: string; maxAge: number } | null> {
      const account = await db
        .prepare("SELECT email, password_hash FROM editors WHERE email = ?")
        .bind(email.trim().toLowerCase())
        .first<{ email: string; password_hash: string }>();
      // Checked whether or not the account exists, so both refusals take as long.
      const matches = await accountPasswordMatches(password, account?.password_hash);
      if (!account || !matches) return null;
      const sessionId = toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
      await db.batch([
        db.prepare("DELETE FROM editor_sessions WHERE expires_at <= ?").bind(seconds()),
        db
          .prepare("INSERT INTO editor_sessions (id, email, expires_at) VALUES (?, ?, ?)")
          .bind(await digest(sessionId), account.email, seconds() + SESSION_SECONDS),
      ]);
      return { sessionId, maxAge: SESSION_SECONDS };
    },

    async editorOf(sessionId: string | undefined): Promise<Editor | null> {
      if (!sessionId || sessionId.length > 100) return null;
      return db
        .prepare(
          "SELECT editors.email, editors.name FROM editor_sessions JOIN editors USING (email) WHERE id = ? AND expires_at > ?",
        )
        .bind(await digest(sessionId), seconds())
        .first<Editor>();
    },

    async signOut(sessionId: string | undefined) {
      if (sessionId)
        await db
          .prepare("DELETE FROM editor_sessions WHERE id = ?")
          .bind(await digest(sessionId))
          .run();
    },

    /** Saves the block's draft fields; only edit mode reads them until the page is published. */
    async saveDraft(blockId: number, fields: Record<string, unknown>, editor: Editor) {
      await db
        .prepare(
          "INSERT INTO block_drafts (block_id, fields, saved_at, saved_by) VALUES (?, ?, ?, ?) ON CONFLICT (block_id) DO UPDATE SET fields = excluded.fields, saved_at = excluded.saved_at, saved_by = excluded.saved_by",
        )
        .bind(blockId, JSON.stringify(fields), new Date(now()).toISOString(), editor.email)
        .run();
    },

    /** Makes the drafts of these blocks the published content of the page, in one batch; returns the blocks published. */
    async publish(pageId: number, blockIds: number[]): Promise<number[]> {
      if (blockIds.length === 0) return [];
      const placeholders = blockIds.map(() => "?").join(", ");
      const drafted = (
        await db
          .prepare(`SELECT block_id FROM block_drafts WHERE block_id IN (${placeholders})`)
          .bind(...blockIds)
          .all<{ block_id: number }>()
      ).results.map((row) => row.block_id);
      if (drafted.length === 0) return [];
      const marks = drafted.map(() => "?").join(", ");
      await db.batch([
        db
          .prepare(
            `UPDATE blocks SET fields = (SELECT fields FROM block_drafts WHERE block_id = blocks.id) WHERE id IN (${marks})`,
          )
          .bind(...drafted),
        db.prepare(`DELETE FROM block_drafts WHERE block_id IN (${marks})`).bind(...drafted),
        db.prepare("UPDATE content SET changed_at = ? WHERE id = ?").bind(new Date(now()).toISOString(), pageId),
      ]);
      return drafted;
    },
  };
}
