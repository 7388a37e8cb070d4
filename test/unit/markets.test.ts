// The markets: which exist, what junk falls back to, and the embedded backend's price
// lists made from the euro catalogue.
import { describe, expect, it } from "vitest";
import { currencyOf, DEFAULT_MARKET, isMarket, MARKET_CODES, marketOr } from "../../shared/markets.ts";
import { withMarket } from "../../shared/rules/cache-key.ts";
import { marketPrice, marketPriceOrNull } from "../../worker/upstream/embedded/price-lists.ts";

describe("the markets", () => {
  it("are Finland in euros (the default), Sweden in kronor and Norway in kroner", () => {
    expect(MARKET_CODES).toEqual(["FI", "SE", "NO"]);
    expect(DEFAULT_MARKET).toBe("FI");
    expect(MARKET_CODES.map(currencyOf)).toEqual(["EUR", "SEK", "NOK"]);
  });

  it("take nothing but their own codes: anything else is the default market", () => {
    for (const junk of ["se", "DE", "", "FI ", "toString", "__proto__", undefined, null, 7])
      expect([isMarket(junk), marketOr(junk)]).toEqual([false, "FI"]);
    expect(marketOr("NO")).toBe("NO");
  });
});

describe("a page model's cache key", () => {
  it("is the address's own in the default market and names any other market", () => {
    expect(withMarket("/fi/tuotteet", "FI")).toBe("/fi/tuotteet");
    expect(withMarket("/fi/tuotteet", "SE")).toBe("/fi/tuotteet?market=SE");
    expect(withMarket("/fi/haku?page=2", "NO")).toBe("/fi/haku?page=2&market=NO");
  });
});

describe("the embedded price lists", () => {
  it("keep euro prices as they are", () => {
    expect(marketPrice(3.49, "FI")).toBe(3.49);
  });

  it("round other currencies up to a price ending in ,90", () => {
    expect(marketPrice(3.49, "SE")).toBeCloseTo(40.9, 10); // 40.135 → 40.90
    expect(marketPrice(3.49, "NO")).toBeCloseTo(41.9, 10); // 41.182 → 41.90
    expect(marketPrice(6.9, "SE")).toBeCloseTo(79.9, 10); // 79.35 → 79.90
    expect(marketPriceOrNull(null, "SE")).toBeNull();
  });

  it("never make a discount dearer than the price it discounts, and keep free things free", () => {
    for (let cents = 1; cents < 5000; cents += 7) {
      const lower = marketPrice(cents / 100, "SE");
      expect(marketPrice((cents + 1) / 100, "SE")).toBeGreaterThanOrEqual(lower);
    }
    expect(marketPrice(0, "NO")).toBe(0);
  });
});
