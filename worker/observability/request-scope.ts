// What the worker knows about the request it is answering, wherever in the call tree it is asked: the
// request id its log lines carry, the page type the render found and the upstream calls made for it.
// Kept in an AsyncLocalStorage, so the upstream call and the logger need no Hono context.
import { AsyncLocalStorage } from "node:async_hooks";

export interface UpstreamCalls {
  count: number;
  /** The slowest call's time, the one a shopper waited for (ms). */
  slowestMs: number | null;
  /** The worst status seen: 502 unreachable, 504 timed out, else the highest the upstream answered. */
  worstStatus: number | null;
}

export interface RequestScope {
  readonly requestId: string;
  pageType: string | null;
  readonly upstream: UpstreamCalls;
}

const scopes = new AsyncLocalStorage<RequestScope>();

export function newRequestScope(requestId: string): RequestScope {
  return { requestId, pageType: null, upstream: { count: 0, slowestMs: null, worstStatus: null } };
}

export const currentRequestScope = (): RequestScope | undefined => scopes.getStore();

export function inRequestScope<T>(scope: RequestScope, work: () => T): T {
  return scopes.run(scope, work);
}

/** The page type of the page (or page model) this request answers with. */
export function notePageType(pageType: string): void {
  const scope = scopes.getStore();
  if (scope) scope.pageType = pageType;
}

export function noteUpstreamCall(milliseconds: number, status: number): void {
  const upstream = scopes.getStore()?.upstream;
  if (!upstream) return;
  upstream.count++;
  upstream.slowestMs = Math.max(upstream.slowestMs ?? 0, milliseconds);
  upstream.worstStatus = Math.max(upstream.worstStatus ?? 0, status);
}
