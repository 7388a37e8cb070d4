-- Anonymous shoppers' tokens and carts: a cart per anonymous id, its shipments (the default one plus
-- one per custom tablet recipient) and their line items. Tokens are stored as SHA-256 hashes only.
CREATE TABLE IF NOT EXISTS commerce_tokens (
  token_hash TEXT PRIMARY KEY,
  anonymous_id TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS commerce_tokens_expiry ON commerce_tokens (expires_at);
CREATE TABLE IF NOT EXISTS commerce_carts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  anonymous_id TEXT NOT NULL UNIQUE,
  coupon_codes TEXT NOT NULL DEFAULT '[]',
  greeting TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS commerce_shipments (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  cart_id INTEGER NOT NULL REFERENCES commerce_carts (id) ON DELETE CASCADE,
  is_default INTEGER NOT NULL DEFAULT 0,
  recipient_name TEXT,
  recipient_address TEXT,
  recipient_postal_code TEXT,
  recipient_city TEXT,
  recipient_country TEXT,
  recipient_phone TEXT
);
CREATE INDEX IF NOT EXISTS commerce_shipments_cart ON commerce_shipments (cart_id);
CREATE UNIQUE INDEX IF NOT EXISTS commerce_shipments_default ON commerce_shipments (cart_id) WHERE is_default = 1;
CREATE TABLE IF NOT EXISTS commerce_line_items (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  cart_id INTEGER NOT NULL REFERENCES commerce_carts (id) ON DELETE CASCADE,
  shipment_id INTEGER NOT NULL REFERENCES commerce_shipments (id) ON DELETE CASCADE,
  code TEXT NOT NULL,
  quantity INTEGER NOT NULL,
  custom_tablet TEXT
);
CREATE INDEX IF NOT EXISTS commerce_line_items_cart ON commerce_line_items (cart_id, shipment_id);
