import { describe, expect, it } from "vitest";
import { cartApi } from "../../client/shop/cart/cart-api.ts";
import type { ApiFetch } from "../../client/app/storefront-context.ts";

const cart = (shipments: unknown[]) => ({ id: 1, shipments, allLineItems: [], couponCodes: [] });
/** The worker's answer to a cart call, as the browser's fetch would get it. */
const answering =
  (body: unknown): ApiFetch =>
  async () =>
    new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });

describe("a removal that leaves no shipment (spec 000 §8)", () => {
  it.each(["remove", "delete"] as const)("%s raises 'no shipments after removal'", async (action) => {
    const input = { code: "K1001-100", quantity: 1, shipmentId: -1 };
    await expect(cartApi[action](answering(cart([])), input, "en")).rejects.toThrow("no shipments after removal");
  });

  it("passes a cart that still has its shipment", async () => {
    const kept = cart([{ id: -1, lineItems: [] }]);
    await expect(cartApi.delete(answering(kept), { code: "K1001-100", shipmentId: -1 }, "en")).resolves.toMatchObject({ id: 1 });
  });
});
