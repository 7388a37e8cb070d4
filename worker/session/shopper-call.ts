// Calls the upstream's commerce API as the current shopper: adds the bearer token (refreshed before
// expiry, renewed once if the upstream refuses it) and the shopper's language. Reused by every
// proxied /api/me call; the token stays between the worker and the upstream.
import type { Context } from "hono";
import type { Language } from "../../shared/languages.ts";
import type { AppBindings } from "../env.ts";
import { createUpstream } from "../upstream/port.ts";
import { UpstreamError, withTimeout } from "../upstream/upstream-error.ts";
import { renewShopperSession, shopperSession } from "./anonymous-session.ts";
import type { ShopperSession } from "./shopper-cookie.ts";

/** Cart edits write to the backend; they get longer than a page model before the shopper is told. */
const SHOPPER_CALL_TIMEOUT_MS = 8000;

export interface ShopperCall {
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** Upstream path, e.g. /api/me/cart/add. */
  path: string;
  language: Language;
  /** Already validated; sent as JSON. */
  body?: unknown;
}

/** The upstream's response; throws SessionError without a token and UpstreamError when it cannot be reached. */
export async function callAsShopper(c: Context<AppBindings>, call: ShopperCall): Promise<Response> {
  const upstream = createUpstream(c.env, c.executionCtx);
  const send = (session: ShopperSession) => {
    const url = new URL(call.path, "https://upstream.invalid");
    url.searchParams.set("language", call.language);
    const headers = new Headers({
      authorization: `Bearer ${session.token}`,
      accept: "application/json",
      "accept-language": call.language,
      "cache-control": "no-cache",
    });
    if (call.body !== undefined) headers.set("content-type", "application/json");
    const request = new Request(url, {
      method: call.method,
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
    });
    return withTimeout(
      upstream.fetch(request).catch((error: unknown) => {
        throw new UpstreamError(`${call.method} ${call.path} could not reach the upstream: ${String(error)}`, 502);
      }),
      SHOPPER_CALL_TIMEOUT_MS,
      `${call.method} ${call.path}`,
    );
  };

  const session = await shopperSession(c);
  const response = await send(session);
  if (response.status !== 401) return response;
  // The upstream forgot or revoked the token (a restarted backend, a revoked grant): one fresh try.
  await response.body?.cancel();
  return send(await renewShopperSession(c, session));
}
