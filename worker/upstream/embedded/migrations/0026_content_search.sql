-- Content search: one search document per published page, product (and any other
-- source) and language, its words in an FTS5 index whose rowid is the document's id, and the facet
-- options each document belongs to. Rebuilt whole from the content (search/search-index.ts).
CREATE TABLE IF NOT EXISTS search_documents (
  id INTEGER PRIMARY KEY,
  language TEXT NOT NULL,
  kind TEXT NOT NULL,
  content_id TEXT NOT NULL,
  url TEXT NOT NULL,
  title TEXT NOT NULL,
  topic TEXT,
  image TEXT,
  description TEXT,
  published_at TEXT
);
CREATE INDEX IF NOT EXISTS search_documents_language ON search_documents (language, kind);
-- Diacritics folded (a shopper may type "pahkina" for "pähkinä": ä → a, ö → o, å → a).
CREATE VIRTUAL TABLE IF NOT EXISTS search_text USING fts5(title, topic, body, tokenize = 'unicode61 remove_diacritics 2');
-- Facet options get a number once and keep it across rebuilds, so a shared categoryIds link stays good.
CREATE TABLE IF NOT EXISTS search_facets (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  facet TEXT NOT NULL UNIQUE
);
CREATE TABLE IF NOT EXISTS search_document_facets (
  document_id INTEGER NOT NULL,
  facet_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  PRIMARY KEY (document_id, facet_id)
);
CREATE INDEX IF NOT EXISTS search_document_facets_facet ON search_document_facets (facet_id);
