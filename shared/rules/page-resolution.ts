// The error-page fallback chain (spec 000 §2 Routing, §8): a missing page model is replaced by the
// global error page, else the not-found page, else the language's start page, answered as 404.
import type { PageModel } from "../schemas/page-model.ts";
import { languageOfPath } from "./locale.ts";

export type PageModelLookup = (address: string) => Promise<PageModel | null>;

export interface ResolvedPage {
  status: 200 | 404;
  model: PageModel;
}

export class PageUnavailableError extends Error {
  constructor(readonly address: string) {
    super(`No page model, error page or start page could be loaded for ${address}`);
    this.name = "PageUnavailableError";
  }
}

export async function resolvePage(address: string, lookup: PageModelLookup): Promise<ResolvedPage> {
  const model = await lookup(address);
  if (model) return { status: 200, model };
  const startAddress = `/${languageOfPath(new URL(address, "http://x").pathname)}`;
  const start = await lookup(startAddress);
  if (!start) throw new PageUnavailableError(address);
  for (const fallback of [start.navigation.errorPageUrl, start.navigation.notFoundPageUrl]) {
    if (!fallback) continue;
    const errorPage = await lookup(new URL(fallback, "http://x").pathname);
    if (errorPage) return { status: 404, model: errorPage };
  }
  return { status: 404, model: start };
}
