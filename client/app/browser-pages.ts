// The browser's page source: page models as JSON from the worker (same KV cache), with the
// error-page fallback chain applied.
import * as v from "valibot";
import { type PageModelLookup, type ResolvedPage, resolvePage } from "../../shared/rules/page-resolution.ts";
import { PageModelSchema } from "../../shared/schemas/page-model.ts";

export class PageLoadError extends Error {
  constructor(readonly status: number) {
    super(`The page could not be loaded (${status})`);
  }
}

const lookup: PageModelLookup = async (address) => {
  const url = new URL(address, window.location.origin);
  const query = new URLSearchParams({ contentUrl: `${url.pathname}${url.search}` });
  const editMode = new URLSearchParams(window.location.search).get("epieditmode");
  if (editMode === "true") query.set("epieditmode", "true");
  const response = await fetch(`/api/cda/content?${query}`, {
    headers: { accept: "application/json" },
    credentials: "same-origin",
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new PageLoadError(response.status);
  return v.parse(PageModelSchema, await response.json());
};

export function browserPages(address: string): Promise<ResolvedPage> {
  return resolvePage(address, lookup);
}
