-- The embedded identity provider's members (issue 11): accounts with slow salted password
-- hashes, one-time authorization codes bound to a PKCE challenge, and access tokens (hashes only).
CREATE TABLE IF NOT EXISTS members (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  phone TEXT,
  street TEXT,
  postal_code TEXT,
  city TEXT,
  country TEXT,
  password_hash TEXT NOT NULL,
  marketing_updates INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS member_auth_codes (
  code_hash TEXT PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES members (id),
  client_id TEXT NOT NULL,
  redirect_uri TEXT NOT NULL,
  code_challenge TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS member_tokens (
  token_hash TEXT PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES members (id),
  expires_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS member_tokens_member ON member_tokens (member_id);
-- The demo member (docs/demo-data.md): maija@kaarna.example / Kaarna-demo-2026 (PBKDF2-SHA256, 100,000 rounds).
INSERT OR IGNORE INTO members (id, email, first_name, last_name, phone, street, postal_code, city, country, password_hash, marketing_updates, created_at)
VALUES (
  '6f1c2e0a-4b7d-4c55-9a1e-0d3b5c7e9f21',
  'maija@kaarna.example',
  'Maija',
  'Meikäläinen',
  '+358401234567',
  'Suklaakatu 5 B 12',
  '00100',
  'Helsinki',
  'FI',
  'pbkdf2-sha256$100000$scdCc0rGWyaj4x_FfAxWFg$k_iXd3Lct-6XxnQfUBIppmgJkhhEDEQZ7O59jaFT4NI',
  1,
  '2026-01-15T10:00:00.000Z'
);
