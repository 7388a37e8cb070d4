// What route loaders and components share for one request (worker) or one page life (browser):
// the query client, the page-model source and the i18n instance. Never at module scope.
import type { I18n } from "@lingui/core";
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { createContext as createReactContext, useContext } from "react";
import { createContext } from "react-router";
import { PAGE_MODEL_FRESH_MS } from "../../shared/cache-windows.ts";
import { pageModelCacheKey } from "../../shared/rules/cache-key.ts";
import type { Market } from "../../shared/markets.ts";
import type { ResolvedPage } from "../../shared/rules/page-resolution.ts";
import type { PageModel } from "../../shared/schemas/page-model.ts";

/** Loads the page for an address, with the error-page fallback chain applied. */
export type PageSource = (address: string) => Promise<ResolvedPage>;

/**
 * Calls the worker's own JSON API (/api/...): fetch in the browser; on the worker, the same routes
 * are dispatched in-process, so server rendering and the browser share one code path and cache.
 */
export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

export interface Storefront {
  queryClient: QueryClient;
  pages: PageSource;
  fetchApi: ApiFetch;
  i18n: I18n;
  /** The site's origin, for canonical and link rules. */
  origin: string;
  /** The shopper's market: its currency is every price's. */
  market: Market;
  /**
   * Loads a page's page-type and block modules (registry/preload-page-modules.ts). On the storefront
   * rather than imported, so links can prefetch without importing every page and block they link to.
   */
  preloadModules: (model: PageModel) => Promise<void>;
}

export const storefrontContext = createContext<Storefront>();
export const StorefrontReactContext = createReactContext<Storefront | null>(null);

export function useStorefront(): Storefront {
  const storefront = useContext(StorefrontReactContext);
  if (!storefront) throw new Error("useStorefront needs a <StorefrontProvider>");
  return storefront;
}

export const pageQueries = {
  byAddress: (pages: PageSource, address: string) =>
    queryOptions({
      queryKey: ["page", pageModelCacheKey(address)] as const,
      queryFn: () => pages(address),
      staleTime: PAGE_MODEL_FRESH_MS,
      gcTime: PAGE_MODEL_FRESH_MS,
    }),
};
