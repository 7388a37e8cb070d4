-- The profile widget's keys (issue 11, spec 001 §3 "Account widget data": userIdEncrypted): a short-lived
-- random key per widget load, stored as a hash, that lets the widget read and save one member's profile.
CREATE TABLE IF NOT EXISTS member_widget_keys (
  key_hash TEXT PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES members (id),
  expires_at INTEGER NOT NULL
);
