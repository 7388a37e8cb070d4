// The anonymous shopper's cookie: anonymous id, bearer token and its expiry, readable only by the
// worker (HttpOnly, __Host- so no subdomain can set or read it, SameSite=Lax) and signed with
// SESSION_SECRET (HMAC-SHA256, hono/cookie's signed cookies), so a made-up or altered cookie is
// never adopted (docs/decisions/008-shopper-session-cookie.md).
import type { Context } from "hono";
import { getCookie, getSignedCookie, setSignedCookie } from "hono/cookie";
import type { AppBindings, Env } from "../env.ts";
import type { ShopperSession } from "./shopper-session.ts";

export const SHOPPER_COOKIE = "__Host-kaarna-shopper";
/** The anonymous id (and so the cart) outlives any one token. */
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** Shorter secrets are refused: an HMAC key must not be guessable. */
const MIN_SECRET_LENGTH = 16;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The session-signing secret; a missing or short one is a deployment error, never a silent default. */
export function sessionSecret(env: Pick<Env, "SESSION_SECRET">): string {
  const secret = env.SESSION_SECRET ?? "";
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(`SESSION_SECRET is not set (or shorter than ${MIN_SECRET_LENGTH} characters): see the README's deploy steps`);
  }
  return secret;
}

/** Parses `<anonymousId>.<expiresAt>.<token>`; the token may contain dots (a remote JWT). */
export function parseShopperCookie(value: string | undefined | false): ShopperSession | null {
  if (!value) return null;
  const [anonymousId = "", expiresAt = "", ...rest] = value.split(".");
  const token = rest.join(".");
  if (!UUID.test(anonymousId) || !/^\d{1,15}$/.test(expiresAt) || !/^[\w.~+/=-]{16,4096}$/.test(token)) return null;
  return { anonymousId, token, expiresAt: Number(expiresAt) };
}

export function serialiseShopperCookie(session: ShopperSession): string {
  return `${session.anonymousId}.${session.expiresAt}.${session.token}`;
}

/** The session in the request's cookie, or null when there is none or its signature does not hold. */
export async function readShopperCookie(c: Context<AppBindings>): Promise<ShopperSession | null> {
  if (getCookie(c, SHOPPER_COOKIE) === undefined) return null;
  return parseShopperCookie(await getSignedCookie(c, sessionSecret(c.env), SHOPPER_COOKIE));
}

export async function writeShopperCookie(c: Context<AppBindings>, session: ShopperSession): Promise<void> {
  await setSignedCookie(c, SHOPPER_COOKIE, serialiseShopperCookie(session), sessionSecret(c.env), {
    httpOnly: true,
    secure: true,
    sameSite: "Lax",
    path: "/",
    maxAge: COOKIE_MAX_AGE_SECONDS,
  });
}
