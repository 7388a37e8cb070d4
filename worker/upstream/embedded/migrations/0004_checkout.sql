-- Checkout on the carts (0003): the shopper's address and shipping method, coupons, gift cards with
-- their balances (reserved when applied), demo card payments, orders with their lines and payments,
-- and idempotency keys so a repeated order submit returns the same order. Money is in cents.
CREATE TABLE IF NOT EXISTS checkout_state (
  cart_id INTEGER PRIMARY KEY,
  shipping_address TEXT,
  shipping_method TEXT,
  updated_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS checkout_coupons (
  code TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('percent', 'free-shipping')),
  percent INTEGER NOT NULL DEFAULT 0,
  active INTEGER NOT NULL DEFAULT 1
);
CREATE TABLE IF NOT EXISTS checkout_gift_cards (
  code TEXT PRIMARY KEY,
  pin_hash TEXT NOT NULL,
  balance_cents INTEGER NOT NULL CHECK (balance_cents >= 0)
);
-- An application reserves its amount from the balance; the order consumes it (order_id set).
CREATE TABLE IF NOT EXISTS checkout_gift_card_uses (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  cart_id INTEGER NOT NULL,
  code TEXT NOT NULL,
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  order_id TEXT,
  created_at TEXT NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS checkout_gift_card_uses_open ON checkout_gift_card_uses (cart_id, code) WHERE order_id IS NULL;
CREATE TABLE IF NOT EXISTS checkout_payments (
  ref TEXT PRIMARY KEY,
  cart_id INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('authorised', 'pending', 'refused', 'cancelled', 'consumed')),
  amount_cents INTEGER NOT NULL,
  card_last4 TEXT,
  order_id TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS checkout_payments_cart ON checkout_payments (cart_id, status);
CREATE TABLE IF NOT EXISTS checkout_orders (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT NOT NULL UNIQUE,
  order_number TEXT UNIQUE,
  anonymous_id TEXT NOT NULL,
  cart_id INTEGER NOT NULL,
  language TEXT NOT NULL,
  email TEXT NOT NULL,
  shipping_address TEXT NOT NULL,
  shipping_method TEXT,
  coupon_codes TEXT NOT NULL DEFAULT '[]',
  greeting TEXT,
  consents TEXT NOT NULL DEFAULT '[]',
  become_member INTEGER NOT NULL DEFAULT 0,
  totals TEXT NOT NULL,
  total_weight_grams INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS checkout_orders_owner ON checkout_orders (anonymous_id);
CREATE TABLE IF NOT EXISTS checkout_order_lines (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id TEXT NOT NULL,
  shipment_id INTEGER NOT NULL,
  code TEXT NOT NULL,
  display_name TEXT NOT NULL,
  quantity INTEGER NOT NULL,
  placed_price_cents INTEGER NOT NULL,
  extended_cents INTEGER NOT NULL,
  weight_text TEXT,
  product_url TEXT,
  product_image_url TEXT,
  custom_tablet TEXT
);
CREATE INDEX IF NOT EXISTS checkout_order_lines_order ON checkout_order_lines (order_id);
CREATE TABLE IF NOT EXISTS checkout_order_payments (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id TEXT NOT NULL,
  payment_type TEXT NOT NULL,
  amount_cents INTEGER NOT NULL,
  reference TEXT
);
CREATE INDEX IF NOT EXISTS checkout_order_payments_order ON checkout_order_payments (order_id);
CREATE TABLE IF NOT EXISTS checkout_idempotency (
  anonymous_id TEXT NOT NULL,
  key TEXT NOT NULL,
  order_id TEXT,
  created_at TEXT NOT NULL,
  PRIMARY KEY (anonymous_id, key)
);
-- A statement inserting ok = 0 aborts its whole batch: how a conditional UPDATE that matched nothing
-- rolls back the order transaction.
CREATE TABLE IF NOT EXISTS checkout_assertions (ok INTEGER NOT NULL CHECK (ok = 1));
CREATE TABLE IF NOT EXISTS checkout_secrets (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
