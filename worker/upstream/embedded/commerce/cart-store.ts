// Persistence of carts in D1: one cart per anonymous id with its default shipment, custom tablet
// shipments addressed to their recipients, and line items. No pricing here: see cart-view.ts.
import type { CustomTablet } from "../../../../shared/rules/custom-tablet.ts";

export interface StoredShipment {
  id: number;
  isDefault: boolean;
}

export interface StoredLine {
  id: number;
  shipmentId: number;
  code: string;
  quantity: number;
  customTablet: CustomTablet | null;
}

export interface StoredCart {
  id: number;
  couponCodes: string[];
  greeting: string | null;
  shipments: StoredShipment[];
  lines: StoredLine[];
}

interface CartRow {
  id: number;
  coupon_codes: string;
  greeting: string | null;
}
interface ShipmentRow {
  id: number;
  is_default: number;
}
interface LineRow {
  id: number;
  shipment_id: number;
  code: string;
  quantity: number;
  custom_tablet: string | null;
}

export type CartStore = ReturnType<typeof cartStore>;

export function cartStore(db: D1Database) {
  const now = () => new Date().toISOString();
  const touch = (cartId: number) => db.prepare("UPDATE commerce_carts SET updated_at = ? WHERE id = ?").bind(now(), cartId);

  return {
    /** The shopper's cart, created with its default shipment on first use; one round trip. */
    async load(anonymousId: string): Promise<StoredCart> {
      const [, , cart, shipments, lines] = (await db.batch([
        db
          .prepare("INSERT OR IGNORE INTO commerce_carts (anonymous_id, created_at, updated_at) VALUES (?1, ?2, ?2)")
          .bind(anonymousId, now()),
        db
          .prepare(
            "INSERT OR IGNORE INTO commerce_shipments (cart_id, is_default) SELECT id, 1 FROM commerce_carts WHERE anonymous_id = ?",
          )
          .bind(anonymousId),
        db.prepare("SELECT id, coupon_codes, greeting FROM commerce_carts WHERE anonymous_id = ?").bind(anonymousId),
        db
          .prepare(
            "SELECT s.id, s.is_default FROM commerce_shipments s JOIN commerce_carts c ON c.id = s.cart_id WHERE c.anonymous_id = ? ORDER BY s.is_default DESC, s.id",
          )
          .bind(anonymousId),
        db
          .prepare(
            "SELECT l.id, l.shipment_id, l.code, l.quantity, l.custom_tablet FROM commerce_line_items l JOIN commerce_carts c ON c.id = l.cart_id WHERE c.anonymous_id = ? ORDER BY l.id",
          )
          .bind(anonymousId),
      ])) as [unknown, unknown, D1Result, D1Result, D1Result];
      const row = (cart.results as CartRow[])[0]!;
      return {
        id: row.id,
        couponCodes: JSON.parse(row.coupon_codes) as string[],
        greeting: row.greeting,
        shipments: (shipments.results as ShipmentRow[]).map((shipment) => ({
          id: shipment.id,
          isDefault: shipment.is_default === 1,
        })),
        lines: (lines.results as LineRow[]).map((line) => ({
          id: line.id,
          shipmentId: line.shipment_id,
          code: line.code,
          quantity: line.quantity,
          customTablet: line.custom_tablet ? (JSON.parse(line.custom_tablet) as CustomTablet) : null,
        })),
      };
    },

    async insertLine(cartId: number, shipmentId: number, code: string, quantity: number) {
      await db.batch([
        db
          .prepare("INSERT INTO commerce_line_items (cart_id, shipment_id, code, quantity) VALUES (?, ?, ?, ?)")
          .bind(cartId, shipmentId, code, quantity),
        touch(cartId),
      ]);
    },

    /** A custom tablet gets its own shipment addressed to the recipient, in one transaction. */
    async insertTabletShipment(cartId: number, code: string, quantity: number, tablet: CustomTablet) {
      await db.batch([
        db
          .prepare(
            `INSERT INTO commerce_shipments (cart_id, is_default, recipient_name, recipient_address, recipient_postal_code,
             recipient_city, recipient_country, recipient_phone) VALUES (?, 0, ?, ?, ?, ?, ?, ?)`,
          )
          .bind(cartId, tablet.name, tablet.address, tablet.postalCode, tablet.city, tablet.countryCode, tablet.phone),
        db
          .prepare(
            "INSERT INTO commerce_line_items (cart_id, shipment_id, code, quantity, custom_tablet) VALUES (?, last_insert_rowid(), ?, ?, ?)",
          )
          .bind(cartId, code, quantity, JSON.stringify(tablet)),
        touch(cartId),
      ]);
    },

    async setQuantity(cartId: number, lineId: number, quantity: number) {
      await db.batch([
        db.prepare("UPDATE commerce_line_items SET quantity = ? WHERE id = ? AND cart_id = ?").bind(quantity, lineId, cartId),
        touch(cartId),
      ]);
    },

    /** Deletes a line; a custom tablet shipment left empty goes with it (the default one stays). */
    async deleteLine(cartId: number, line: StoredLine) {
      await db.batch([
        db.prepare("DELETE FROM commerce_line_items WHERE id = ? AND cart_id = ?").bind(line.id, cartId),
        db
          .prepare(
            "DELETE FROM commerce_shipments WHERE id = ?1 AND cart_id = ?2 AND is_default = 0 AND NOT EXISTS (SELECT 1 FROM commerce_line_items WHERE shipment_id = ?1)",
          )
          .bind(line.shipmentId, cartId),
        touch(cartId),
      ]);
    },
  };
}
