// Anonymous bearer tokens (spec 000 §7): random, 30 minutes, stored only as SHA-256 hashes with the
// anonymous id they were issued for.
export const TOKEN_LIFETIME_SECONDS = 30 * 60;

async function hash(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

export async function issueToken(db: D1Database, anonymousId: string, now = Date.now()): Promise<string> {
  const token = randomToken();
  await db.batch([
    // Expired tokens are swept as new ones are issued, so the table stays small without a cron.
    db.prepare("DELETE FROM commerce_tokens WHERE expires_at < ?").bind(now),
    db
      .prepare("INSERT INTO commerce_tokens (token_hash, anonymous_id, expires_at) VALUES (?, ?, ?)")
      .bind(await hash(token), anonymousId, now + TOKEN_LIFETIME_SECONDS * 1000),
  ]);
  return token;
}

/** The anonymous id of a valid, unexpired token, or null. */
export async function verifyToken(db: D1Database, token: string, now = Date.now()): Promise<string | null> {
  const row = await db
    .prepare("SELECT anonymous_id FROM commerce_tokens WHERE token_hash = ? AND expires_at > ?")
    .bind(await hash(token), now)
    .first<{ anonymous_id: string }>();
  return row?.anonymous_id ?? null;
}
