-- Markets and currency: a payment and an order are in the currency of the market the
-- shopper bought in; everything before markets was in euros.
ALTER TABLE checkout_payments ADD COLUMN currency TEXT NOT NULL DEFAULT 'EUR';
ALTER TABLE checkout_orders ADD COLUMN currency TEXT NOT NULL DEFAULT 'EUR';
