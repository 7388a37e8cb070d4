// Tells the Workers test integration (cloudflare:test's env) about the worker's bindings.
import type { Env as WorkerEnv } from "../worker/env.ts";

declare global {
  namespace Cloudflare {
    interface Env extends WorkerEnv {}
  }
}
