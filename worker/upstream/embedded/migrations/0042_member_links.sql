-- Single-use links the embedded identity provider mails to members (issue 42): a password reset (one
-- hour) and, later, an email confirmation. Only the token's hash is kept; the statement that uses a
-- link deletes it, so a link works once even when two tabs race.
CREATE TABLE IF NOT EXISTS member_links (
  token_hash TEXT PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  purpose TEXT NOT NULL,
  email TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS member_links_member ON member_links (member_id, purpose);
