-- Reads by language: the sitemap call lists every page of one language (content and category texts;
-- product texts already have catalogue_product_texts_language), and every catalogue request reads
-- its language's terms.
CREATE INDEX IF NOT EXISTS content_language ON content (language, url);
CREATE INDEX IF NOT EXISTS catalogue_category_texts_language ON catalogue_category_texts (language, url);
CREATE INDEX IF NOT EXISTS catalogue_terms_language ON catalogue_terms (language, kind, code);
