-- Order lines keep what analytics and the order view need from the cart line they came from: the
-- brands and category path (the purchase event's item_brand and item_category…) and the list price,
-- so placed_price_cents means what a cart line's placedPrice means (before the variation's discount).
-- Rows from before this migration keep the paid unit price there and empty brands and categories.
ALTER TABLE checkout_order_lines ADD COLUMN brands TEXT NOT NULL DEFAULT '[]';
ALTER TABLE checkout_order_lines ADD COLUMN categories TEXT NOT NULL DEFAULT '[]';
