// The state the worker hands to the browser: router hydration data and the dehydrated query cache,
// in one JSON script element (not executable, so it needs no nonce) escaped against </script>.
import type { DehydratedState } from "@tanstack/react-query";
import type { HydrationState } from "react-router";
import type { Market } from "../../shared/markets.ts";
import type { CatalogPart } from "../i18n/catalog-parts.ts";
import type { PageModuleFiles } from "../registry/module-assets.ts";

export const HYDRATION_ELEMENT_ID = "storefront-state";

export interface HydrationPayload {
  router: HydrationState;
  queries: DehydratedState;
  language: string;
  market: Market;
  /** The files of the page's own page and block modules. */
  modules: PageModuleFiles;
  /** The catalog parts the page's modules show. */
  catalogParts: CatalogPart[];
}

/** JSON safe inside an HTML script element: <, >, & and the line separators are escaped. */
export function serialiseForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
