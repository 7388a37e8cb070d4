// The upstream port: one function from Request to Response. The remote adapter forwards to the real
// CMS/commerce origin; the embedded adapter answers from the in-process backend on D1.
import type { Env } from "../env.ts";
import { embeddedBackend } from "./embedded/backend.ts";

export type UpstreamMode = "embedded" | "remote";

export interface Upstream {
  mode: UpstreamMode;
  fetch(request: Request): Promise<Response>;
}

export function upstreamMode(env: Env): UpstreamMode {
  return env.UPSTREAM_ORIGIN?.trim() ? "remote" : "embedded";
}

export function createUpstream(env: Env, ctx: Pick<ExecutionContext, "waitUntil">): Upstream {
  if (upstreamMode(env) === "remote") return remoteUpstream(env.UPSTREAM_ORIGIN!.trim());
  return { mode: "embedded", fetch: async (request) => embeddedBackend.fetch(request, env, ctx as ExecutionContext) };
}

function remoteUpstream(origin: string): Upstream {
  const base = new URL(origin);
  return {
    mode: "remote",
    fetch(request) {
      const incoming = new URL(request.url);
      const target = new URL(`${incoming.pathname}${incoming.search}`, base);
      return fetch(new Request(target, request));
    },
  };
}
