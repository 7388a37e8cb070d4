// THE upstream call: every request from the worker to the CMS and commerce API is built here, carries
// an abort signal at its kind's timeout, and fails with one error (504 timed out, 502 unreachable or
// 5xx). Timeouts and their reasons: docs/decisions/009-upstream-timeouts-and-the-page-budget.md.
import type { Env } from "../env.ts";
import { noteUpstreamCall } from "../observability/request-scope.ts";
import { isRecording, recordExchange } from "./exchange-recorder.ts";
import { openUpstreamPort, type UpstreamMode } from "./port.ts";
import { UpstreamError } from "./upstream-error.ts";

/** Milliseconds a call of each kind may take, body included, before it is aborted. */
export const UPSTREAM_TIMEOUTS_MS = {
  /** Page models, catalogue listings, sitemap walks: behind the KV cache, the spec's 2 s. */
  content: 2000,
  /** The anonymous shopper's token (POST /connect/token). */
  token: 5000,
  /** Uncached reads a shopper waits for: checkout consents, the payment provider's challenge page. */
  lookup: 5000,
  /** Cart and checkout calls as the shopper: they write, so they get longer before the shopper is told. */
  shopper: 8000,
} as const;

export type UpstreamCallKind = keyof typeof UPSTREAM_TIMEOUTS_MS;

export interface UpstreamCallOptions {
  timeout: UpstreamCallKind;
  method?: "GET" | "POST" | "PUT" | "DELETE";
  query?: Record<string, string> | URLSearchParams;
  headers?: Record<string, string>;
  /** Sent as JSON (with its content type). */
  json?: unknown;
  /** Sent as is, for the bodies that are not JSON (the token call's form). */
  body?: BodyInit;
  /** "manual" answers a redirect as it came instead of following it (the subscription post's). */
  redirect?: RequestRedirect;
}

export interface Upstream {
  mode: UpstreamMode;
  /** The upstream's response for 2xx-4xx; throws UpstreamError on a timeout, a network failure or a 5xx. */
  call(path: string, options: UpstreamCallOptions): Promise<Response>;
}

/** The port only reads the path and query; the origin is a placeholder that never resolves. */
const UPSTREAM_BASE = "https://upstream.invalid";

export function createUpstream(env: Env, ctx: Pick<ExecutionContext, "waitUntil">): Upstream {
  const port = openUpstreamPort(env, ctx);
  const recording = isRecording(env);
  return {
    mode: port.mode,
    async call(path, options) {
      const ms = UPSTREAM_TIMEOUTS_MS[options.timeout];
      const method = options.method ?? "GET";
      const what = `${method} ${path}`;
      const signal = AbortSignal.timeout(ms);
      const request = buildRequest(path, options, signal);
      let response: Response;
      const started = Date.now();
      try {
        // The race ends the call for adapters that ignore the signal (the in-process backend); the
        // remote fetch is aborted by the signal itself, its body read included.
        response = await Promise.race([port.fetch(request), rejectWhenAborted(signal)]);
      } catch (error) {
        const status = signal.aborted ? 504 : 502;
        noteUpstreamCall(Date.now() - started, status);
        if (status === 504) throw new UpstreamError(`${what} took longer than ${ms} ms`, 504, { cause: error });
        throw new UpstreamError(`${what} could not reach the upstream: ${String(error)}`, 502, { cause: error });
      }
      // Until the answer's headers: the body of a large answer is read by the caller.
      noteUpstreamCall(Date.now() - started, response.status);
      if (recording) ctx.waitUntil(recordExchange(env.DB, request, response.clone()));
      if (response.status >= 500) {
        await response.body?.cancel();
        throw new UpstreamError(`${what} answered ${response.status}`, 502);
      }
      return response;
    },
  };
}

function buildRequest(path: string, options: UpstreamCallOptions, signal: AbortSignal): Request {
  const url = new URL(path, UPSTREAM_BASE);
  // Appended, not set: a repeated parameter reaches the upstream as the browser sent it, to judge.
  for (const [name, value] of new URLSearchParams(options.query)) url.searchParams.append(name, value);
  const headers = new Headers({ accept: "application/json", "cache-control": "no-cache", ...options.headers });
  let body = options.body;
  if (options.json !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(options.json);
  }
  return new Request(url, { method: options.method ?? "GET", headers, body, signal, redirect: options.redirect });
}

function rejectWhenAborted(signal: AbortSignal): Promise<never> {
  const aborted = new Promise<never>((_, reject) => {
    signal.addEventListener("abort", () => reject(signal.reason), { once: true });
  });
  // A call that already answered is not an unhandled rejection when its timer fires later.
  aborted.catch(() => undefined);
  return aborted;
}
