// The analytics item of a cart or order line (spec 000 §3 "Analytics item", §9): the unit price the
// shopper pays, the discount from the list price, brands and up to five category levels.
import { describe, expect, it } from "vitest";
import { type AnalyticsLine, lineItem } from "../../client/analytics/shop-events.ts";

const LINE: AnalyticsLine = {
  code: "K4001-GOLD-500",
  displayName: "Gift box Gold",
  brands: ["Kaarna Classic"],
  categories: ["Products", "Gift boxes", "Large", "Gold", "500 g", "Sixth level"],
  placedPrice: 29.9,
  extendedPrice: 49.8,
  quantity: 2,
};

describe("analytics line item", () => {
  it("sends the discounted unit price and the discount, not the list price", () => {
    const item = lineItem(LINE);
    expect(item.price).toBe(24.9);
    expect(item.discount).toBe(5);
    expect(item.quantity).toBe(2);
    expect(item.currency).toBe("EUR");
  });

  it("sends no discount when the line is at its list price", () => {
    const item = lineItem({ ...LINE, extendedPrice: 59.8 });
    expect(item.price).toBe(29.9);
    expect(item).not.toHaveProperty("discount");
  });

  it("carries the brand and at most five category levels", () => {
    const item = lineItem(LINE);
    expect(item.item_brand).toBe("Kaarna Classic");
    expect(item.item_category).toBe("Products");
    expect(item.item_category5).toBe("500 g");
    expect(item).not.toHaveProperty("item_category6");
  });

  it("sends the affected quantity of an add at the line's unit price", () => {
    const item = lineItem(LINE, 1);
    expect(item.quantity).toBe(1);
    expect(item.price).toBe(24.9);
  });
});
