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
    entry: string;
    preload?: string[];
    /** Development only: the React Refresh preamble, run before the entry. */
    preamble?: string;
    css: string[];
    modules: Record<string, ClientModuleAssets>;
  };
}
