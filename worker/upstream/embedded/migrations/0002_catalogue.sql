-- The embedded catalogue: categories, brands, products with per-language texts, variations
-- (prices in euros including tax, stock decremented by orders), package contents and vocabulary.
-- properties: JSON of the language-independent nutrition, allergen/diet codes and labels.
CREATE TABLE IF NOT EXISTS catalogue_categories (
  code TEXT PRIMARY KEY,
  parent_code TEXT,
  sort_order INTEGER NOT NULL DEFAULT 0,
  image_url TEXT
);
CREATE INDEX IF NOT EXISTS catalogue_categories_parent ON catalogue_categories (parent_code, sort_order);
CREATE TABLE IF NOT EXISTS catalogue_category_texts (
  category_code TEXT NOT NULL,
  language TEXT NOT NULL,
  url TEXT NOT NULL,
  name TEXT NOT NULL,
  heading TEXT,
  description TEXT,
  PRIMARY KEY (category_code, language)
);
CREATE UNIQUE INDEX IF NOT EXISTS catalogue_category_texts_url ON catalogue_category_texts (url);
CREATE TABLE IF NOT EXISTS catalogue_brands (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS catalogue_products (
  code TEXT PRIMARY KEY,
  category_code TEXT NOT NULL,
  brand_code TEXT NOT NULL,
  kind TEXT NOT NULL,
  product_type TEXT NOT NULL DEFAULT 'Default',
  sort_order INTEGER NOT NULL DEFAULT 0,
  published_at TEXT NOT NULL,
  properties TEXT NOT NULL,
  related TEXT NOT NULL DEFAULT '[]'
);
CREATE INDEX IF NOT EXISTS catalogue_products_category ON catalogue_products (category_code, sort_order);
CREATE INDEX IF NOT EXISTS catalogue_products_brand ON catalogue_products (brand_code);
CREATE TABLE IF NOT EXISTS catalogue_product_texts (
  product_code TEXT NOT NULL,
  language TEXT NOT NULL,
  url TEXT NOT NULL,
  display_name TEXT NOT NULL,
  short_title TEXT,
  name_of_the_food TEXT,
  description TEXT,
  ingredients TEXT,
  tags TEXT NOT NULL DEFAULT '{}',
  details TEXT NOT NULL DEFAULT '[]',
  search_text TEXT NOT NULL,
  PRIMARY KEY (product_code, language)
);
CREATE UNIQUE INDEX IF NOT EXISTS catalogue_product_texts_url ON catalogue_product_texts (url);
CREATE INDEX IF NOT EXISTS catalogue_product_texts_language ON catalogue_product_texts (language);
CREATE TABLE IF NOT EXISTS catalogue_variations (
  code TEXT PRIMARY KEY,
  product_code TEXT NOT NULL,
  sort_order INTEGER NOT NULL DEFAULT 0,
  colour TEXT,
  size TEXT,
  weight_grams INTEGER,
  pieces INTEGER,
  price REAL NOT NULL,
  discounted_price REAL,
  previous_price REAL,
  stock INTEGER NOT NULL DEFAULT 0,
  product_type TEXT NOT NULL DEFAULT 'Default',
  content_type TEXT NOT NULL,
  image_url TEXT,
  properties TEXT
);
CREATE INDEX IF NOT EXISTS catalogue_variations_product ON catalogue_variations (product_code, sort_order);
CREATE TABLE IF NOT EXISTS catalogue_package_items (
  variation_code TEXT NOT NULL,
  item_product_code TEXT NOT NULL,
  quantity INTEGER NOT NULL,
  sort_order INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (variation_code, item_product_code)
);
CREATE TABLE IF NOT EXISTS catalogue_terms (
  kind TEXT NOT NULL,
  code TEXT NOT NULL,
  language TEXT NOT NULL,
  label TEXT NOT NULL,
  PRIMARY KEY (kind, code, language)
);
CREATE TABLE IF NOT EXISTS catalogue_variation_texts (
  variation_code TEXT NOT NULL,
  language TEXT NOT NULL,
  name TEXT,
  ingredients TEXT,
  PRIMARY KEY (variation_code, language)
);
