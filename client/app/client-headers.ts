// What the browser's generic client asks of every call to the worker (spec 000 §7): no caching. The
// worker's own caches decide freshness; the request header keeps the browser's HTTP cache from
// answering a call with an older copy. Do-not-track is the browser's own header (DNT, or Sec-GPC for
// Global Privacy Control), which Fetch forbids a page's script to set and the browser sends itself
// when the shopper asks; the worker passes it on to the commerce API.

/** A call's init with the client's headers added and same-origin credentials. */
export function withClientHeaders(init: RequestInit = {}): RequestInit {
  const headers = new Headers(init.headers);
  headers.set("cache-control", "no-cache");
  return { credentials: "same-origin", ...init, headers };
}
