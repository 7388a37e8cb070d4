-- Members' address books (issue 42): delivery addresses of their own, one of them the default the
-- checkout offers. They go with the member (ON DELETE CASCADE).
CREATE TABLE IF NOT EXISTS member_addresses (
  id TEXT PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  phone_number TEXT NOT NULL,
  line1 TEXT NOT NULL,
  line2 TEXT,
  postal_code TEXT NOT NULL,
  city TEXT NOT NULL,
  country_code TEXT NOT NULL,
  is_default INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS member_addresses_member ON member_addresses (member_id, created_at);
