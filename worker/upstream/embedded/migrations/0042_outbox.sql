-- The embedded backend's outbox (issue 42): it sends no mail over the network, so every mail it would
-- send (password reset, email confirmation, order confirmation) is kept here and shown at
-- /connect/outbox, in embedded mode only, so a fresh clone can follow every mail's link.
CREATE TABLE IF NOT EXISTS outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  links TEXT NOT NULL DEFAULT '[]',
  sent_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS outbox_recipient ON outbox (recipient, id);
