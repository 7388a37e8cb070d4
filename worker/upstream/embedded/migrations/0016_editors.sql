-- The embedded CMS's editors (issue 11): accounts with slow salted password hashes,
-- server-side sign-in sessions, and saved drafts of blocks that only edit mode reads until published.
CREATE TABLE IF NOT EXISTS editors (
  email TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  password_hash TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS editor_sessions (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL REFERENCES editors (email),
  expires_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS editor_sessions_expiry ON editor_sessions (expires_at);
CREATE TABLE IF NOT EXISTS block_drafts (
  block_id INTEGER PRIMARY KEY,
  fields TEXT NOT NULL,
  saved_at TEXT NOT NULL,
  saved_by TEXT NOT NULL
);
-- The demo editor (docs/demo-data.md): editor@kaarna.example / Kaarna-editor-2026 (PBKDF2-SHA256, 100,000 rounds).
INSERT OR IGNORE INTO editors (email, name, password_hash) VALUES (
  'editor@kaarna.example',
  'Eeva Editor',
  'pbkdf2-sha256$100000$-ZWFWhF5qKkRcZoNsHfyhw$DSK7vsMZBVncN5GxzO-EgHGEtLBQfuFbuhtn-Dhgi4M'
);
