// The backend worker's bindings (backend/wrangler.toml): the storefront's, as the embedded backend
// uses them, and the storefront's origin its pages send the browser back to.
import type { Env } from "../worker/env.ts";

export interface BackendEnv extends Env {
  /** Where the storefront is served: the provider's redirect target, the CMS's preview and webhook. */
  STOREFRONT_ORIGIN: string;
}
