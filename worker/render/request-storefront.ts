// The per-request storefront of a server render (what Hydrogen's server.ts builds before its
// entry.server renders): the query client, i18n, in-process API calls with the shopper's cookies,
// and page models through the KV cache, each address looked up once per request.
import type { Context } from "hono";
import { createQueryClient } from "../../client/app/query-client.ts";
import type { Storefront } from "../../client/app/storefront-context.ts";
import { createI18n } from "../../client/i18n/i18n.ts";
import { preloadPageModules } from "../../client/registry/preload-page-modules.ts";
import { type ResolvedPage, resolvePage } from "../../shared/rules/page-resolution.ts";
import type { CacheStatus } from "../cache/page-model-cache.ts";
import { createPageModelSource, type PageModelLookupResult } from "../cache/page-model-source.ts";
import type { Market } from "../../shared/markets.ts";
import type { EditorView } from "../editor/editor-request.ts";
import type { AppBindings } from "../env.ts";

export interface RequestStorefront {
  storefront: Storefront;
  /** The page the loader resolved, and the cache status of its first lookup, once it ran. */
  resolved(): ResolvedPage | undefined;
  cacheStatus(): CacheStatus | undefined;
}

/** A page model by its address, looked up once per request. */
export type PageLookup = (address: string) => Promise<PageModelLookupResult>;

/**
 * Page models by address for one request, each address looked up once (the loader's lookup and the
 * render's share it); built before the storefront so a kept render can be answered with nothing else.
 */
export function createPageLookup(c: Context<AppBindings>, options: { editor: EditorView | null; market: Market }): PageLookup {
  const source = createPageModelSource(c.env, c.executionCtx, options);
  const lookups = new Map<string, Promise<PageModelLookupResult>>();
  return (address: string) => {
    let pending = lookups.get(address);
    if (!pending) {
      pending = source.lookup(address);
      lookups.set(address, pending);
    }
    return pending;
  };
}

export function createRequestStorefront(
  c: Context<AppBindings>,
  { lookup, market }: { lookup: PageLookup; market: Market },
): RequestStorefront {
  const request = c.req.raw;
  const url = new URL(request.url);
  let resolved: ResolvedPage | undefined;
  let cacheStatus: CacheStatus | undefined;

  const storefront: Storefront = {
    queryClient: createQueryClient(),
    i18n: createI18n(),
    origin: url.origin,
    market,
    preloadModules: preloadPageModules,
    fetchApi: (path, init) => {
      // The shopper's cookies travel with in-process API calls (their session and cart).
      const headers = new Headers(init?.headers);
      const cookie = request.headers.get("cookie");
      if (cookie) headers.set("cookie", cookie);
      headers.set("sec-fetch-site", "same-origin");
      return c.get("dispatch")(new Request(new URL(path, url.origin), { ...init, headers }));
    },
    pages: async (address) => {
      resolved = await resolvePage(address, async (candidate) => {
        const result = await lookup(candidate);
        cacheStatus ??= result.cache;
        return result.model;
      });
      return resolved;
    },
  };
  return { storefront, resolved: () => resolved, cacheStatus: () => cacheStatus };
}
