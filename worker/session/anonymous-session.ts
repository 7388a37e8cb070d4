// The anonymous shopper session (DESIGN.md "Sessions and the proxy"): the worker mints the anonymous
// id, gets its bearer token from the upstream's connect token endpoint and refreshes it before expiry.
import type { Context } from "hono";
import * as v from "valibot";
import { AnonymousTokenSchema } from "../../shared/schemas/identity.ts";
import type { AppBindings } from "../env.ts";
import { createUpstream } from "../upstream/upstream-call.ts";
import { readShopperCookie, writeShopperCookie } from "./shopper-cookie.ts";
import type { ShopperSession } from "./shopper-session.ts";
import { log } from "../observability/log.ts";

/** A token with less than this left is replaced before use. */
export const TOKEN_REFRESH_MARGIN_MS = 5 * 60 * 1000;
/** The token could not be had; the message never contains the token or the upstream's body. */
export class SessionError extends Error {
  constructor(readonly status: number | null) {
    super("Failed to authorize cart");
    this.name = "SessionError";
  }
}

async function requestToken(c: Context<AppBindings>, anonymousId: string): Promise<ShopperSession> {
  const upstream = createUpstream(c.env, c.executionCtx);
  const body = new URLSearchParams({
    grant_type: "anonymous",
    client_id: "frontend",
    scope: "anonymous_id",
    anonymous_id: anonymousId,
  });
  const response = await upstream
    .call("/connect/token", {
      timeout: "token",
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body,
    })
    .catch(() => null);
  if (!response?.ok) {
    await response?.body?.cancel();
    throw new SessionError(response?.status ?? null);
  }
  const parsed = v.safeParse(AnonymousTokenSchema, await response.json().catch(() => null));
  if (!parsed.success) throw new SessionError(response.status);
  return { anonymousId, token: parsed.output.access_token, expiresAt: Date.now() + parsed.output.expires_in * 1000 };
}

/**
 * The shopper's session with a token good for at least the refresh margin. A new session or token is
 * only held for this request (`pendingShopperSession`): the cookie is written by a successful write
 * (`persistShopperSession`), so reads and refused requests never set one.
 */
export async function shopperSession(c: Context<AppBindings>): Promise<ShopperSession> {
  const current = c.get("pendingShopperSession") ?? (await readShopperCookie(c));
  if (current && current.expiresAt - Date.now() > TOKEN_REFRESH_MARGIN_MS) return current;
  return issueSession(c, current?.anonymousId ?? crypto.randomUUID());
}

/** A new token for the same shopper, when the upstream refused the current one. */
export function renewShopperSession(c: Context<AppBindings>, previous: ShopperSession): Promise<ShopperSession> {
  return issueSession(c, previous.anonymousId);
}

/** Writes the session this request obtained to the cookie; called once a write has succeeded. */
export async function persistShopperSession(c: Context<AppBindings>): Promise<void> {
  const pending = c.get("pendingShopperSession");
  if (pending) await writeShopperCookie(c, pending);
}

async function issueSession(c: Context<AppBindings>, anonymousId: string): Promise<ShopperSession> {
  try {
    const session = await requestToken(c, anonymousId);
    c.set("pendingShopperSession", session);
    return session;
  } catch (error) {
    const status = error instanceof SessionError ? error.status : null;
    log.error("Failed to authorize cart", { status });
    throw error instanceof SessionError ? error : new SessionError(null);
  }
}
