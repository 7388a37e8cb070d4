// The worker's bindings and variables (wrangler.toml), and the one place they are read.
import type { ShopperSession } from "./session/shopper-cookie.ts";

export interface Env {
  PAGE_MODELS: KVNamespace;
  DB: D1Database;
  ASSETS: Fetcher;
  /** Empty: the embedded backend on D1. Otherwise the origin of the real CMS and commerce API. */
  UPSTREAM_ORIGIN?: string;
  /** Space-separated origins allowed to frame the site for the CMS preview. */
  PREVIEW_FRAME_ORIGINS?: string;
  /** Signs the shopper's session cookie (HMAC-SHA256): `.dev.vars` locally, `wrangler secret put` in production. */
  SESSION_SECRET?: string;
  /** Test only: "cart.quantity:fail,checkout.order:stall" makes named upstream calls fail (503) or stall 5 s. */
  FAULTS?: string;
}

export type AppBindings = { Bindings: Env; Variables: RequestVariables };

export interface RequestVariables {
  nonce: string;
  /** Runs a request through this worker's own routes in-process (SSR calls to /api/...). */
  dispatch: (request: Request) => Promise<Response>;
  /** A session this request obtained (new or with a fresh token), written to the cookie only by a successful write. */
  pendingShopperSession?: ShopperSession;
}
