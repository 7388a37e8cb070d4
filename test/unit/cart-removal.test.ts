import { describe, expect, it } from "vitest";
import { withShipments } from "../../client/shop/cart/cart-removal.ts";
import type { Cart } from "../../shared/schemas/cart.ts";

const cart = (shipments: Cart["shipments"]) => ({ id: 1, shipments, allLineItems: [] }) as unknown as Cart;

describe("a removal that leaves no shipment (spec 000 §8)", () => {
  it("raises 'no shipments after removal'", () => {
    expect(() => withShipments(cart([]))).toThrow("no shipments after removal");
  });

  it("passes a cart that still has its shipment", () => {
    const kept = cart([{ id: -1, lineItems: [] }]);
    expect(withShipments(kept)).toBe(kept);
  });
});
