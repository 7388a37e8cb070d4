// The embedded commerce backend's price lists: the catalogue is priced in euros (the Finnish market),
// and each other market has its own list made from it, as a commerce backend holds one list per
// market. Prices in kronor end in ,90 as shelf prices there do; a price list only
// ever rounds up, so a discount never becomes dearer than the price it discounts.
import { DEFAULT_MARKET, type Market } from "../../../shared/markets.ts";

/** Kronor per euro the demo's lists are made with (fixed, so a price does not move between requests). */
const RATES: Record<Market, number> = { FI: 1, SE: 11.5, NO: 11.8 };

/** A euro price (tax included) in the market's list. */
export function marketPrice(euros: number, market: Market): number {
  if (market === DEFAULT_MARKET || euros <= 0) return euros;
  return Math.ceil(euros * RATES[market]) - 0.1;
}

/** As marketPrice, for an optional price. */
export const marketPriceOrNull = (euros: number | null, market: Market) => (euros === null ? null : marketPrice(euros, market));
