-- Members confirm their email address (issue 42): at sign-up, and a new address before it replaces the
-- old one (pending_email until its link is followed). Members who joined before count as confirmed.
ALTER TABLE members ADD COLUMN email_confirmed INTEGER NOT NULL DEFAULT 1;
ALTER TABLE members ADD COLUMN pending_email TEXT;
