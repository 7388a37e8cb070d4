-- A profile widget's key belongs to the member's session, not only to the member: it is issued to one
-- access token and ends with it (sign-out revokes the token, the token expires with the session, a
-- password change deletes every token). Keys issued before are dropped: they live half an hour, and the
-- widget asks for a new one whenever the my-account page opens.
DROP TABLE IF EXISTS member_widget_keys;
CREATE TABLE member_widget_keys (
  key_hash TEXT PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES members (id),
  token_hash TEXT NOT NULL REFERENCES member_tokens (token_hash) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL
);
CREATE INDEX member_widget_keys_token ON member_widget_keys (token_hash);
