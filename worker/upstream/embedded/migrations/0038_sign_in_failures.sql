-- Failed sign-in attempts at the embedded identity provider and CMS, kept a day for the sign-in limits
-- (worker/upstream/embedded/sign-in-limits.ts): which sign-in (scope), digests of the account and the
-- client's address (never the email address or IP itself), and when.
CREATE TABLE IF NOT EXISTS sign_in_failures (
  id TEXT PRIMARY KEY,
  scope TEXT NOT NULL,
  account TEXT NOT NULL,
  address TEXT,
  at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS sign_in_failures_account ON sign_in_failures (scope, account, at);
CREATE INDEX IF NOT EXISTS sign_in_failures_address ON sign_in_failures (scope, address, at);
CREATE INDEX IF NOT EXISTS sign_in_failures_at ON sign_in_failures (at);
