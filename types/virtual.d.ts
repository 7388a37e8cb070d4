// A PO catalog, compiled by @lingui/vite-plugin when it is imported.
declare module "*.po" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}

declare module "virtual:client-assets" {
  export interface ClientModuleAssets {
    file: string;
    preload: string[];
    css: string[];
  }
  export const clientAssets: {
    dev: boolean;
    /** The built document's one script, which loads the entry once the page is drawn (decision 064). */
    boot?: string;
    entry: string;
    /** The libraries' chunks the boot evaluates one task each before the entry, in import order (decision 067). */
    libraries?: string[];
    preload?: string[];
    /** The web-vitals reporter, which the boot loads for a sampled page load once it is idle (decision 078). */
    fieldReporter?: string;
    /** Development only: the React Refresh preamble, run before the entry. */
    preamble?: string;
    css: string[];
    modules: Record<string, ClientModuleAssets>;
    /** Each language's catalog parts (decision 056): the file of each, to preload with the page. */
    catalogParts: Record<string, Record<string, string>>;
  };
}

/** build/catalog-parts-plugin.ts: a loader of each language's catalog parts (decision 056). */
declare module "virtual:catalog-parts" {
  import type { Messages } from "@lingui/core";
  type Loader = () => Promise<{ messages: Messages }>;
  export const catalogPartLoaders: Record<
    "fi" | "en" | "sv",
    Record<import("../client/i18n/catalog-parts.ts").CatalogPart, Loader>
  >;
}
