// The upstream port: one function from Request to Response. The remote adapter forwards to the real
// CMS/commerce origin; the embedded adapter answers from the in-process backend on D1, loaded only
// when it is used, so a remote deployment never evaluates it (and a remote-only build leaves it out).
import type { Env } from "../env.ts";

export type UpstreamMode = "embedded" | "remote";

export interface UpstreamPort {
  mode: UpstreamMode;
  fetch(request: Request): Promise<Response>;
}

export function upstreamMode(env: Env): UpstreamMode {
  return env.UPSTREAM_ORIGIN?.trim() ? "remote" : "embedded";
}

/**
 * `VITE_EMBEDDED_BACKEND=off vite build` makes a production build for the real backend only: the
 * constant folds at build time and the embedded backend's chunk is never emitted.
 */
const loadEmbeddedBackend =
  import.meta.env.VITE_EMBEDDED_BACKEND === "off" ? null : async () => (await import("./embedded/backend.ts")).embeddedBackend;

export function openUpstreamPort(env: Env, ctx: Pick<ExecutionContext, "waitUntil">): UpstreamPort {
  if (upstreamMode(env) === "remote") return remotePort(env.UPSTREAM_ORIGIN!.trim());
  return {
    mode: "embedded",
    async fetch(request) {
      if (!loadEmbeddedBackend) throw new Error("This build has no embedded backend: set UPSTREAM_ORIGIN");
      const backend = await loadEmbeddedBackend();
      return backend.fetch(request, env, ctx as ExecutionContext);
    },
  };
}

function remotePort(origin: string): UpstreamPort {
  const base = new URL(origin);
  return {
    mode: "remote",
    fetch(request) {
      const incoming = new URL(request.url);
      const target = new URL(`${incoming.pathname}${incoming.search}`, base);
      return fetch(new Request(target, request), { signal: request.signal });
    },
  };
}
