-- The sitemap call reads every page of one language: content and category texts by language
-- (product texts already have catalogue_product_texts_language).
CREATE INDEX IF NOT EXISTS content_language ON content (language, url);
CREATE INDEX IF NOT EXISTS catalogue_category_texts_language ON catalogue_category_texts (language, url);
