// The browser's page source: page models as JSON from the worker (same KV cache), with the
// error-page fallback chain applied. The worker is the trust boundary: what it sends is already
// validated, so the browser ships no schemas (docs/decisions/006-validate-once-at-the-worker.md).
import { type PageModelLookup, type ResolvedPage, resolvePage } from "../../shared/rules/page-resolution.ts";
import type { PageModel } from "../../shared/schemas/page-model.ts";
import { withClientHeaders } from "./client-headers.ts";

export class PageLoadError extends Error {
  constructor(readonly status: number) {
    super(`The page could not be loaded (${status})`);
  }
}

const lookup: PageModelLookup = async (address) => {
  const url = new URL(address, window.location.origin);
  const query = new URLSearchParams({ contentUrl: `${url.pathname}${url.search}` });
  // An editor's edit mode or view-only preview goes on to the next page (the worker asks for the token).
  const editorView = new URLSearchParams(window.location.search).get("epieditmode");
  if (editorView === "true" || editorView === "false") query.set("epieditmode", editorView);
  const response = await fetch(`/api/cda/content?${query}`, withClientHeaders({ headers: { accept: "application/json" } }));
  if (response.status === 404) return null;
  if (!response.ok) throw new PageLoadError(response.status);
  // The worker parsed and sanitised this model at the upstream boundary (validate-content.ts).
  return (await response.json()) as PageModel;
};

export function browserPages(address: string): Promise<ResolvedPage> {
  return resolvePage(address, lookup);
}
