// Cart writes in the embedded backend under concurrency (issue 8), on real local D1: adds that sum,
// one line per shipment and code, stock checked as the write happens, and reads that write nothing.
import { env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Cart, CartError } from "../../shared/schemas/cart.ts";
import type { Env } from "../../worker/env.ts";
import { embeddedBackend } from "../../worker/upstream/embedded/backend.ts";
import { issueToken } from "../../worker/upstream/embedded/commerce/tokens.ts";
import { type PickedVariation, pickVariations } from "./cart-fixtures.ts";

let plenty: PickedVariation;
let low: PickedVariation;
const restoreStock: Array<() => Promise<unknown>> = [];

beforeAll(async () => {
  ({ plenty, low } = await pickVariations());
});
afterEach(async () => {
  for (const restore of restoreStock.splice(0)) await restore();
});

/** A shopper talking to the embedded commerce API with their own bearer token. */
async function shopper() {
  const anonymousId = crypto.randomUUID();
  const token = await issueToken(env.DB, anonymousId);
  const call = (path: string, body?: unknown) =>
    embeddedBackend.request(
      `/api/me/cart${path}?language=en`,
      body === undefined
        ? { headers: { authorization: `Bearer ${token}` } }
        : {
            method: "POST",
            headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
            body: JSON.stringify(body),
          },
      env as unknown as Env,
    );
  return { anonymousId, call, add: (code: string, quantity: number) => call("/add", { code, quantity }) };
}

const count = async (sql: string, ...values: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...values)
    .first<{ n: number }>())!.n;

async function withStock(code: string, stock: number) {
  const before = await count("SELECT stock AS n FROM catalogue_variations WHERE code = ?", code);
  await env.DB.prepare("UPDATE catalogue_variations SET stock = ? WHERE code = ?").bind(stock, code).run();
  restoreStock.push(() => env.DB.prepare("UPDATE catalogue_variations SET stock = ? WHERE code = ?").bind(before, code).run());
}

describe("concurrent cart writes", () => {
  it("sums 20 concurrent adds of one unit on one line", async () => {
    const { add, call } = await shopper();
    expect((await add(plenty.code, 1)).status).toBe(200);
    const responses = await Promise.all(Array.from({ length: 20 }, () => add(plenty.code, 1)));
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
    const cart = await (await call("")).json<Cart>();
    expect(cart.allLineItems).toHaveLength(1);
    expect(cart.allLineItems[0]).toMatchObject({ code: plenty.code, quantity: 21 });
  });

  it("makes one line of 10 concurrent adds of a code not yet in the cart", async () => {
    const { add, call } = await shopper();
    const responses = await Promise.all(Array.from({ length: 10 }, () => add(plenty.code, 1)));
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(200));
    const cart = await (await call("")).json<Cart>();
    expect(cart.allLineItems.map((line) => [line.code, line.quantity])).toEqual([[plenty.code, 10]]);
  });

  it("never puts more in the cart than the stock when 10 concurrent adds race for it", async () => {
    await withStock(low.code, 3);
    const { add, call } = await shopper();
    const responses = await Promise.all(Array.from({ length: 10 }, () => add(low.code, 3)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    const refused = await Promise.all(responses.filter((response) => response.status === 409).map((r) => r.json<CartError>()));
    for (const error of refused)
      expect(error.errors[0]).toMatchObject({ key: "cart.insufficient-stock", value: expect.stringMatching(/^Only 3 left of /) });
    const cart = await (await call("")).json<Cart>();
    expect(cart.allLineItems.map((line) => [line.code, line.quantity])).toEqual([[low.code, 3]]);

    const deleted = await (await call("/delete", { code: low.code })).json<Cart>();
    expect(deleted.allLineItems).toEqual([]);
  });

  it("holds the line limit of 999 when two adds race past it", async () => {
    await withStock(plenty.code, 5000);
    const { add, call } = await shopper();
    const responses = await Promise.all([add(plenty.code, 600), add(plenty.code, 600)]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    const refused = await responses.find((response) => response.status === 409)!.json<CartError>();
    expect(refused.errors[0]).toMatchObject({ key: "cart.quantity-limit", value: expect.stringContaining("999") });
    const cart = await (await call("")).json<Cart>();
    expect(cart.allLineItems.map((line) => line.quantity)).toEqual([600]);
  });

  it("refuses a quantity raise past the stock and keeps the line", async () => {
    await withStock(low.code, 3);
    const { add, call } = await shopper();
    await add(low.code, 2);
    const [raise, again] = await Promise.all([
      call("/quantity", { code: low.code, quantity: 3, shipmentId: -1 }),
      add(low.code, 2),
    ]);
    expect([raise.status, again.status].sort()).toEqual([200, 409]);
    const cart = await (await call("")).json<Cart>();
    expect(cart.totalQuantity).toBeLessThanOrEqual(3);
  });
});

describe("cart reads", () => {
  it("answer an empty cart to a shopper without one and store nothing", async () => {
    const carts = await count("SELECT COUNT(*) AS n FROM commerce_carts");
    const shipments = await count("SELECT COUNT(*) AS n FROM commerce_shipments");
    const { anonymousId, call } = await shopper();
    for (let read = 0; read < 5; read++) {
      const response = await call("");
      expect(response.status).toBe(200);
      expect(await response.json<Cart>()).toMatchObject({ totalQuantity: 0, allLineItems: [] });
    }
    expect(await count("SELECT COUNT(*) AS n FROM commerce_carts")).toBe(carts);
    expect(await count("SELECT COUNT(*) AS n FROM commerce_shipments")).toBe(shipments);
    expect(await count("SELECT COUNT(*) AS n FROM commerce_carts WHERE anonymous_id = ?", anonymousId)).toBe(0);
  });

  it("do not create a cart for a refused edit either", async () => {
    const { anonymousId, call } = await shopper();
    expect((await call("/delete", { code: plenty.code })).status).toBe(404);
    expect(await count("SELECT COUNT(*) AS n FROM commerce_carts WHERE anonymous_id = ?", anonymousId)).toBe(0);
  });
});
