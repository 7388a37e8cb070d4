-- One line per shipment and product code (issue 8): concurrent adds upsert into this line instead of
-- racing to insert duplicates. A custom tablet line carries its design and stays its own line.
-- Existing duplicates are merged first: the oldest line keeps the sum, the others go.
UPDATE commerce_line_items
SET quantity = (
  SELECT SUM(twin.quantity) FROM commerce_line_items twin
  WHERE twin.shipment_id = commerce_line_items.shipment_id AND twin.code = commerce_line_items.code AND twin.custom_tablet IS NULL
)
WHERE custom_tablet IS NULL AND id = (
  SELECT MIN(twin.id) FROM commerce_line_items twin
  WHERE twin.shipment_id = commerce_line_items.shipment_id AND twin.code = commerce_line_items.code AND twin.custom_tablet IS NULL
);
DELETE FROM commerce_line_items
WHERE custom_tablet IS NULL AND id > (
  SELECT MIN(twin.id) FROM commerce_line_items twin
  WHERE twin.shipment_id = commerce_line_items.shipment_id AND twin.code = commerce_line_items.code AND twin.custom_tablet IS NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS commerce_line_items_one_per_code
  ON commerce_line_items (shipment_id, code) WHERE custom_tablet IS NULL;
