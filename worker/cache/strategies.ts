// What each kind of cached read may serve and where it is kept: fresh (HIT), then served at once
// while one background load refreshes it (STALE), then loaded anew with the old entry as the answer
// when the upstream fails or is slow (STALE again, up to the stale-if-error age). Routes name one of
// these; no route writes its own windows.
import { PAGE_MODEL_FRESH_MS } from "../../shared/cache-windows.ts";
import type { UpstreamCallKind } from "../upstream/upstream-call.ts";

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
/** An upstream outage of up to a day is invisible for anything read in that day. */
const STALE_IF_ERROR_MS = 24 * HOUR;

export interface CacheStrategy {
  /** The strategy's name in the table below. */
  name: string;
  /**
   * `kv`: one global entry per key, for the few keys every visitor shares (a KV write each refresh).
   * `edge`: this location's own cache (the Cache API), for answers keyed by a query a client writes:
   * no write cost, so a crawler's distinct queries cost nothing but their upstream loads.
   */
  store: "kv" | "edge";
  freshMs: number;
  staleWhileRevalidateMs: number;
  staleIfErrorMs: number;
  /** How long a request waits for the upstream before the stale entry or the error answers. */
  timeout: Extract<UpstreamCallKind, "content" | "lookup">;
  /** How long browsers and shared caches may reuse the answer; none when the route says it itself. */
  browserMaxAgeSeconds?: number;
  /** Made from the CMS's pages: a publish retires every entry stored before it (purge.ts). */
  retiredByPublish: boolean;
}

type Strategies<T> = { [Name in keyof T]: T[Name] & { name: Name } };

function named<const T extends Record<string, Omit<CacheStrategy, "name">>>(table: T): Strategies<T> {
  return Object.fromEntries(Object.entries(table).map(([name, strategy]) => [name, { ...strategy, name }])) as Strategies<T>;
}

export const CACHE_STRATEGIES = named({
  /** The spec's page lifetime; a publish purges the published page's own keys instead (purge.ts). */
  pageModel: {
    store: "kv",
    freshMs: PAGE_MODEL_FRESH_MS,
    staleWhileRevalidateMs: 2 * PAGE_MODEL_FRESH_MS,
    staleIfErrorMs: STALE_IF_ERROR_MS,
    timeout: "content",
    retiredByPublish: false,
  },
  /** Every indexable page per language: three keys, read by crawlers everywhere. */
  sitemap: {
    store: "kv",
    freshMs: HOUR,
    staleWhileRevalidateMs: 2 * HOUR,
    staleIfErrorMs: STALE_IF_ERROR_MS,
    timeout: "content",
    browserMaxAgeSeconds: 60 * 60,
    retiredByPublish: true,
  },
  /** Checkout consents per language: the same for every shopper, a few keys, fresher than pages. */
  checkoutConsents: {
    store: "kv",
    freshMs: 5 * MINUTE,
    staleWhileRevalidateMs: 10 * MINUTE,
    staleIfErrorMs: STALE_IF_ERROR_MS,
    timeout: "lookup",
    retiredByPublish: false,
  },
  /** Product listings, searches and suggestions: the spec's product list hour. */
  productListing: {
    store: "edge",
    freshMs: HOUR,
    staleWhileRevalidateMs: 2 * HOUR,
    staleIfErrorMs: STALE_IF_ERROR_MS,
    timeout: "content",
    browserMaxAgeSeconds: 5 * 60,
    retiredByPublish: false,
  },
  /** Lists made from the CMS's pages by query (locations, shortcut items, recipes): the block hour. */
  contentListing: {
    store: "edge",
    freshMs: HOUR,
    staleWhileRevalidateMs: 2 * HOUR,
    staleIfErrorMs: STALE_IF_ERROR_MS,
    timeout: "content",
    browserMaxAgeSeconds: 5 * 60,
    retiredByPublish: true,
  },
  /** The content search: a publish reaches it within a minute even without the publish webhook. */
  contentSearch: {
    store: "edge",
    freshMs: MINUTE,
    staleWhileRevalidateMs: 10 * MINUTE,
    staleIfErrorMs: STALE_IF_ERROR_MS,
    timeout: "content",
    browserMaxAgeSeconds: 60,
    retiredByPublish: true,
  },
  /** The news provider's feeds and releases: a release rarely changes once it is out. */
  newsroom: {
    store: "edge",
    freshMs: 10 * MINUTE,
    staleWhileRevalidateMs: HOUR,
    staleIfErrorMs: STALE_IF_ERROR_MS,
    timeout: "content",
    browserMaxAgeSeconds: 60,
    retiredByPublish: false,
  },
});

/** The Cache-Control a strategy's answers carry to browsers and shared caches. */
export function browserCacheControl(strategy: CacheStrategy): string | undefined {
  return strategy.browserMaxAgeSeconds === undefined ? undefined : `public, max-age=${strategy.browserMaxAgeSeconds}`;
}
