-- Content of the embedded CMS: pages, shared blocks, menus and per-language site settings.
CREATE TABLE IF NOT EXISTS content (
  id INTEGER PRIMARY KEY,
  language TEXT NOT NULL,
  url TEXT NOT NULL,
  translation_key TEXT NOT NULL,
  parent_id INTEGER,
  sort_order INTEGER NOT NULL DEFAULT 0,
  content_type TEXT NOT NULL,
  name TEXT NOT NULL,
  published_at TEXT,
  changed_at TEXT NOT NULL,
  fields TEXT NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS content_url ON content (url);
CREATE INDEX IF NOT EXISTS content_translation ON content (translation_key);
CREATE INDEX IF NOT EXISTS content_parent ON content (parent_id, sort_order);
CREATE TABLE IF NOT EXISTS blocks (
  id INTEGER PRIMARY KEY,
  language TEXT NOT NULL,
  content_type TEXT NOT NULL,
  name TEXT NOT NULL,
  fields TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS menus (
  language TEXT NOT NULL,
  menu TEXT NOT NULL,
  items TEXT NOT NULL,
  PRIMARY KEY (language, menu)
);
CREATE TABLE IF NOT EXISTS site_settings (
  language TEXT PRIMARY KEY,
  settings TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS seed_state (
  name TEXT PRIMARY KEY,
  version TEXT NOT NULL,
  applied_at TEXT NOT NULL
);
