// Calls the upstream's commerce API as the current shopper: adds the bearer token (refreshed before
// expiry, renewed once if the upstream refuses it), the shopper's language and market. Reused by every
// proxied /api/me call; the token stays between the worker and the upstream.
import type { Context } from "hono";
import type { Language } from "../../shared/languages.ts";
import type { AppBindings } from "../env.ts";
import { createUpstream } from "../upstream/upstream-call.ts";
import { shopperMarket } from "./shopper-market.ts";
import { persistShopperSession, renewShopperSession, shopperSession } from "./anonymous-session.ts";
import type { ShopperSession } from "./shopper-session.ts";

/** Whether the shopper's browser says do-not-track, by either of the headers browsers send for it. */
const asksNotToTrack = (c: Context<AppBindings>) => c.req.header("dnt") === "1" || c.req.header("sec-gpc") === "1";

export interface ShopperCall {
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** Upstream path, e.g. /api/me/cart/add. */
  path: string;
  language: Language;
  /** Already validated; sent as JSON. */
  body?: unknown;
  /** A signed-in member's token, sent beside the shopper's so the upstream knows whose the call is (an order). */
  memberToken?: string;
}

/** The upstream's response; throws SessionError without a token and UpstreamError when the call fails. */
export async function callAsShopper(c: Context<AppBindings>, call: ShopperCall): Promise<Response> {
  const upstream = createUpstream(c.env, c.executionCtx);
  const send = (session: ShopperSession) =>
    upstream.call(call.path, {
      timeout: "shopper",
      method: call.method,
      // The cart is priced in the shopper's market: a market change re-prices it on the next call.
      query: { language: call.language, market: shopperMarket(c) },
      headers: {
        authorization: `Bearer ${session.token}`,
        "accept-language": call.language,
        ...(call.memberToken ? { "x-member-authorization": `Bearer ${call.memberToken}` } : {}),
        // The shopper's browser asked not to be tracked (DNT, or Global Privacy Control's Sec-GPC): the
        // commerce API is told so (spec 000 §7).
        ...(asksNotToTrack(c) ? { dnt: "1" } : {}),
      },
      json: call.body,
    });

  const session = await shopperSession(c);
  let response = await send(session);
  if (response.status === 401) {
    // The upstream forgot or revoked the token (a restarted backend, a revoked grant): one fresh try.
    await response.body?.cancel();
    response = await send(await renewShopperSession(c, session));
  }
  // Only a write that succeeded creates or renews the session cookie; reads and refusals never do.
  if (call.method !== "GET" && response.ok) await persistShopperSession(c);
  return response;
}
