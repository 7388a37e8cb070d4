// The shopper's market: chosen in the header's language and market widget and kept in
// a cookie the worker writes (HttpOnly: the page learns its market from the worker's render). A
// missing, unknown or forged value is the default market, never an error: junk cannot change a price.
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { MARKET_COOKIE_MAX_AGE_S, type Market, marketOr } from "../../shared/markets.ts";
import type { AppBindings } from "../env.ts";

export const MARKET_COOKIE = "__Host-kaarna-market";

export function shopperMarket(c: Context<AppBindings>): Market {
  return marketOr(getCookie(c, MARKET_COOKIE));
}

export function writeMarketCookie(c: Context<AppBindings>, market: Market) {
  setCookie(c, MARKET_COOKIE, market, {
    httpOnly: true,
    secure: true,
    sameSite: "Lax",
    path: "/",
    maxAge: MARKET_COOKIE_MAX_AGE_S,
  });
}
