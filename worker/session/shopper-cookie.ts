// The anonymous shopper's cookie: anonymous id, bearer token and its expiry, readable only by the
// worker (HttpOnly, __Host- so no subdomain can set or read it, SameSite=Lax).
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";

export const SHOPPER_COOKIE = "__Host-kaarna-shopper";
/** The anonymous id (and so the cart) outlives any one token. */
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export interface ShopperSession {
  anonymousId: string;
  token: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Parses `<anonymousId>.<expiresAt>.<token>`; the token may contain dots (a remote JWT). */
export function parseShopperCookie(value: string | undefined): ShopperSession | null {
  if (!value) return null;
  const [anonymousId = "", expiresAt = "", ...rest] = value.split(".");
  const token = rest.join(".");
  if (!UUID.test(anonymousId) || !/^\d{1,15}$/.test(expiresAt) || !/^[\w.~+/=-]{16,4096}$/.test(token)) return null;
  return { anonymousId, token, expiresAt: Number(expiresAt) };
}

export function serialiseShopperCookie(session: ShopperSession): string {
  return `${session.anonymousId}.${session.expiresAt}.${session.token}`;
}

export function readShopperCookie(c: Context): ShopperSession | null {
  return parseShopperCookie(getCookie(c, SHOPPER_COOKIE));
}

export function writeShopperCookie(c: Context, session: ShopperSession): void {
  setCookie(c, SHOPPER_COOKIE, serialiseShopperCookie(session), {
    httpOnly: true,
    secure: true,
    sameSite: "Lax",
    path: "/",
    maxAge: COOKIE_MAX_AGE_SECONDS,
  });
}
