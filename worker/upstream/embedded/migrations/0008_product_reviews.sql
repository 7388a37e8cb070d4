-- Product reviews of the embedded backend (issue 13): a star rating 1-5, the reviewer's first name
-- and the review's day per review, its title and text per language. Demo data only (the reviews seed
-- set replaces both tables whole); the product page model carries each product's summary and list.
CREATE TABLE IF NOT EXISTS catalogue_reviews (
  id TEXT PRIMARY KEY,
  product_code TEXT NOT NULL,
  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  author TEXT NOT NULL,
  reviewed_on TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS catalogue_reviews_product ON catalogue_reviews (product_code, reviewed_on);
CREATE TABLE IF NOT EXISTS catalogue_review_texts (
  review_id TEXT NOT NULL,
  language TEXT NOT NULL,
  title TEXT NOT NULL,
  body TEXT NOT NULL,
  PRIMARY KEY (review_id, language)
);
