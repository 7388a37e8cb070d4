// Persistence of carts in D1: one cart per anonymous id with its default shipment, custom tablet
// shipments addressed to their recipients, and line items. No pricing here: see cart-view.ts.
// Every write is one statement or one batch that checks stock as it writes (issue 8): concurrent
// adds sum instead of overwriting, and a read never writes.
import type { CustomTablet } from "../../../../shared/schemas/custom-tablet.ts";

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

/** What a shopper without a cart sees: nothing is stored until their first add (see `open`). */
const NO_CART_ID = 0;
const noCart = (): StoredCart => ({
  id: NO_CART_ID,
  couponCodes: [],
  greeting: null,
  shipments: [{ id: -1, isDefault: true }],
  lines: [],
});

// The stock guard every growing write carries: the variation's stock covers what the cart already
// holds of the code (all shipments) plus what is added. ?1 cart id, ?2 code, ?3 quantity added.
const STOCK_COVERS = `(SELECT stock FROM catalogue_variations WHERE code = ?2)
  >= (SELECT COALESCE(SUM(quantity), 0) FROM commerce_line_items WHERE cart_id = ?1 AND code = ?2) + ?3`;

const changed = (result: D1Result | undefined) => (result?.meta.changes ?? 0) > 0;

export function cartStore(db: D1Database) {
  const now = () => new Date().toISOString();
  const touch = (cartId: number) => db.prepare("UPDATE commerce_carts SET updated_at = ? WHERE id = ?").bind(now(), cartId);

  const store = {
    /** The shopper's cart as stored, or an empty one when they have none; writes nothing. */
    async load(anonymousId: string): Promise<StoredCart> {
      const [cart, shipments, lines] = (await db.batch([
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
      ])) as [D1Result, D1Result, D1Result];
      const row = (cart.results as CartRow[])[0];
      if (!row) return noCart();
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

    /** The shopper's cart, created with its default shipment if they have none: for adds only. */
    async open(anonymousId: string): Promise<StoredCart> {
      await db.batch([
        db
          .prepare("INSERT OR IGNORE INTO commerce_carts (anonymous_id, created_at, updated_at) VALUES (?1, ?2, ?2)")
          .bind(anonymousId, now()),
        db
          .prepare(
            "INSERT OR IGNORE INTO commerce_shipments (cart_id, is_default) SELECT id, 1 FROM commerce_carts WHERE anonymous_id = ?",
          )
          .bind(anonymousId),
      ]);
      return store.load(anonymousId);
    },

    /**
     * Adds to the shipment's line of the code (one line per shipment and code, by a unique index),
     * summing under concurrency; false when stock or the line limit refused it, nothing written.
     */
    async addToLine(cartId: number, shipmentId: number, code: string, quantity: number, maxLine: number): Promise<boolean> {
      const [result] = await db.batch([
        db
          .prepare(
            `INSERT INTO commerce_line_items (cart_id, shipment_id, code, quantity)
             SELECT ?1, ?4, ?2, ?3 WHERE ?3 <= ?5 AND ${STOCK_COVERS}
             ON CONFLICT (shipment_id, code) WHERE custom_tablet IS NULL
             DO UPDATE SET quantity = quantity + excluded.quantity WHERE quantity + excluded.quantity <= ?5`,
          )
          .bind(cartId, code, quantity, shipmentId, maxLine),
        touch(cartId),
      ]);
      return changed(result);
    },

    /** A custom tablet is its own line in its own shipment, addressed to the recipient; one transaction. */
    async addTabletShipment(cartId: number, code: string, quantity: number, tablet: CustomTablet): Promise<boolean> {
      const [shipment] = await db.batch([
        db
          .prepare(
            `INSERT INTO commerce_shipments (cart_id, is_default, recipient_name, recipient_address, recipient_postal_code,
             recipient_city, recipient_country, recipient_phone) SELECT ?1, 0, ?4, ?5, ?6, ?7, ?8, ?9 WHERE ${STOCK_COVERS}`,
          )
          .bind(
            cartId,
            code,
            quantity,
            tablet.name,
            tablet.address,
            tablet.postalCode,
            tablet.city,
            tablet.countryCode,
            tablet.phone,
          ),
        // Only when the guarded shipment insert above wrote its row (changes() is that statement's count).
        db
          .prepare(
            "INSERT INTO commerce_line_items (cart_id, shipment_id, code, quantity, custom_tablet) SELECT ?, last_insert_rowid(), ?, ?, ? WHERE changes() = 1",
          )
          .bind(cartId, code, quantity, JSON.stringify(tablet)),
        touch(cartId),
      ]);
      return changed(shipment);
    },

    /** Sets a line's quantity; a rise is written only if stock covers it. False when refused. */
    async setQuantity(cartId: number, line: StoredLine, quantity: number): Promise<boolean> {
      const [result] = await db.batch([
        db
          .prepare(
            `UPDATE commerce_line_items SET quantity = ?3 WHERE id = ?4 AND cart_id = ?1
             AND (?3 <= quantity OR (SELECT stock FROM catalogue_variations WHERE code = ?2)
               >= (SELECT COALESCE(SUM(quantity), 0) FROM commerce_line_items WHERE cart_id = ?1 AND code = ?2 AND id <> ?4) + ?3)`,
          )
          .bind(cartId, line.code, quantity, line.id),
        touch(cartId),
      ]);
      return changed(result);
    },

    /** Takes units off a line in the database (not from a stale read); a line at zero is deleted. */
    async removeFromLine(cartId: number, line: StoredLine, quantity: number) {
      await db.batch([
        db
          .prepare("UPDATE commerce_line_items SET quantity = quantity - ? WHERE id = ? AND cart_id = ?")
          .bind(quantity, line.id, cartId),
        ...deleteStatements(cartId, line, "AND quantity <= 0"),
        touch(cartId),
      ]);
    },

    /** Deletes a line; a custom tablet shipment left empty goes with it (the default one stays). */
    async deleteLine(cartId: number, line: StoredLine) {
      await db.batch([...deleteStatements(cartId, line, ""), touch(cartId)]);
    },
  };

  function deleteStatements(cartId: number, line: StoredLine, condition: string) {
    return [
      db.prepare(`DELETE FROM commerce_line_items WHERE id = ? AND cart_id = ? ${condition}`).bind(line.id, cartId),
      db
        .prepare(
          "DELETE FROM commerce_shipments WHERE id = ?1 AND cart_id = ?2 AND is_default = 0 AND NOT EXISTS (SELECT 1 FROM commerce_line_items WHERE shipment_id = ?1)",
        )
        .bind(line.shipmentId, cartId),
    ];
  }

  return store;
}
