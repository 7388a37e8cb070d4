-- Press releases of the embedded news provider (issue 10, spec 001 §3 "Press release", §7): every
-- release of a feed in fi, en and sv under one id, its categories and keywords, and the subscriptions
-- the newsroom's form posts. Releases, categories and keywords hold only seed data (reseeded when it
-- changes); subscriptions are the visitors' own and are kept.
CREATE TABLE IF NOT EXISTS press_releases (
  id TEXT NOT NULL,
  language TEXT NOT NULL,
  feed_id TEXT NOT NULL,
  title TEXT NOT NULL,
  intro TEXT,
  publish_date_utc TEXT NOT NULL,
  -- The year in Finland, which the newsroom's year filter means.
  publish_year INTEGER NOT NULL,
  body_html TEXT NOT NULL,
  images TEXT NOT NULL,
  files TEXT NOT NULL,
  PRIMARY KEY (id, language)
);
CREATE INDEX IF NOT EXISTS press_releases_feed ON press_releases (feed_id, language, publish_date_utc DESC);
CREATE TABLE IF NOT EXISTS press_release_categories (
  code TEXT NOT NULL,
  language TEXT NOT NULL,
  name TEXT NOT NULL,
  sort_order INTEGER NOT NULL,
  PRIMARY KEY (code, language)
);
CREATE TABLE IF NOT EXISTS press_release_category_links (
  release_id TEXT NOT NULL,
  category_code TEXT NOT NULL,
  PRIMARY KEY (release_id, category_code)
);
CREATE TABLE IF NOT EXISTS press_release_keywords (
  release_id TEXT NOT NULL,
  keyword TEXT NOT NULL,
  PRIMARY KEY (release_id, keyword)
);
CREATE INDEX IF NOT EXISTS press_release_keywords_by_word ON press_release_keywords (keyword);
CREATE TABLE IF NOT EXISTS press_release_subscriptions (
  identifier TEXT PRIMARY KEY,
  feed_id TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  language TEXT NOT NULL,
  reply_language TEXT NOT NULL,
  category_codes TEXT NOT NULL,
  privacy_accepted_at TEXT NOT NULL,
  created_at TEXT NOT NULL
);
