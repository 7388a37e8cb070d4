// Test only: with UPSTREAM_RECORD set, each distinct answer of the upstream (method, path, query,
// status, media type and body) is kept in the storefront's D1, so the end-to-end run's answers can be
// checked against the contract afterwards (scripts/check-upstream-exchanges.mjs). Request bodies are
// never kept (card data). Never set in production.
import type { Env } from "../env.ts";
import { log } from "../observability/log.ts";

const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS upstream_exchanges (
  id TEXT PRIMARY KEY, method TEXT NOT NULL, path TEXT NOT NULL, query TEXT NOT NULL, status INTEGER NOT NULL,
  content_type TEXT NOT NULL, body TEXT NOT NULL, seen INTEGER NOT NULL DEFAULT 1)`;

/** Bodies kept as text: the contract's JSON, HTML and plain answers (a picture's bytes are not). */
const TEXT_TYPES = /^(application\/json|text\/)/i;

export const isRecording = (env: Env) => Boolean(env.UPSTREAM_RECORD?.trim());

export async function recordExchange(db: D1Database, request: Request, answer: Response): Promise<void> {
  try {
    const url = new URL(request.url);
    const type = answer.headers.get("content-type") ?? "";
    const body = TEXT_TYPES.test(type) ? await answer.text() : "";
    if (!body) await answer.body?.cancel();
    const fields = [request.method, url.pathname, url.search, String(answer.status), type, body];
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(fields.join("\n")));
    const id = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
    await db.batch([
      db.prepare(CREATE_TABLE),
      db
        .prepare(
          "INSERT INTO upstream_exchanges (id, method, path, query, status, content_type, body) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT(id) DO UPDATE SET seen = seen + 1",
        )
        .bind(id, request.method, url.pathname, url.search, answer.status, type, body),
    ]);
  } catch (error) {
    log.warn("An upstream answer could not be recorded", { error });
  }
}
