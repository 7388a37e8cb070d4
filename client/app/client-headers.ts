// What the browser's generic client asks of every call to the worker (spec 000 §7): no caching, and
// do-not-track when the shopper's browser asks for it. The worker's own caches decide freshness; the
// request header only keeps the browser's HTTP cache from answering a call with an older copy.

type PrivacySignals = Navigator & { globalPrivacyControl?: boolean };

/** Whether the shopper's browser asks not to be tracked (Do Not Track, or Global Privacy Control). */
export function asksNotToTrack(): boolean {
  const signals = navigator as PrivacySignals;
  return signals.doNotTrack === "1" || signals.globalPrivacyControl === true;
}

/** A call's init with the client's headers added and same-origin credentials. */
export function withClientHeaders(init: RequestInit = {}): RequestInit {
  const headers = new Headers(init.headers);
  headers.set("cache-control", "no-cache");
  if (asksNotToTrack()) headers.set("dnt", "1");
  return { credentials: "same-origin", ...init, headers };
}
