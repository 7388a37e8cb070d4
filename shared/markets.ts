// The markets a shopper can shop in (spec 000 §1: markets and currency can be switched, EUR by
// default). A market sets the currency of every price, cart, order and analytics event;
// the language is chosen apart from it (a Swede may read Finnish and pay in kronor).

export const MARKETS = {
  FI: { currency: "EUR", country: "FIN" },
  SE: { currency: "SEK", country: "SWE" },
  NO: { currency: "NOK", country: "NOR" },
} as const;

export type Market = keyof typeof MARKETS;
export type Currency = (typeof MARKETS)[Market]["currency"];

export const MARKET_CODES = Object.keys(MARKETS) as Market[];
export const DEFAULT_MARKET: Market = "FI";

export const isMarket = (value: unknown): value is Market => typeof value === "string" && Object.hasOwn(MARKETS, value);

export const currencyOf = (market: Market): Currency => MARKETS[market].currency;

/** The market a stored or sent value names, else the default: junk never changes the currency. */
export const marketOr = (value: unknown): Market => (isMarket(value) ? value : DEFAULT_MARKET);

/** How long the browser keeps the shopper's choice (a year, like the language's). */
export const MARKET_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
