-- Product page parts of the embedded backend (issue 13): the header's background image
-- and font colour, the content items related to a product (content translation keys, resolved to the
-- page's language when the page model is built) and the testimonial that ends the page, per language.
-- Demo data only: the product-pages seed set replaces the table whole.
CREATE TABLE IF NOT EXISTS catalogue_product_pages (
  product_code TEXT NOT NULL,
  language TEXT NOT NULL,
  background_image_url TEXT,
  inverse_header_font INTEGER NOT NULL DEFAULT 0,
  related_items TEXT NOT NULL DEFAULT '[]',
  testimonial TEXT,
  PRIMARY KEY (product_code, language)
);
