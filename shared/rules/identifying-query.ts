// Query parameters that say which item a page shows: a press release's `id` names the release the
// release page shows, in every language. Unlike listing or tracking parameters they
// belong in the page's canonical address, its hreflang alternates and its language links; they still
// never reach the page-model cache key (the page model is the same for every release).
import { PROVIDER_ID } from "../press-releases.ts";
import { moduleNameOf } from "./content-type.ts";

/** Page type → the parameters that identify its item, each with the shape a value must have to be kept. */
const IDENTIFYING_PARAMS: Record<string, Record<string, RegExp>> = {
  "cision-news-release": { id: PROVIDER_ID },
};

/** The page's address with the identifying parameters of the current request carried over. */
export function withIdentifyingQuery(contentType: readonly string[], path: string, search: string): string {
  const params = IDENTIFYING_PARAMS[moduleNameOf(contentType)];
  if (!params) return path;
  const current = new URLSearchParams(search);
  const url = new URL(path, "http://site.invalid");
  for (const [name, shape] of Object.entries(params)) {
    const value = current.get(name);
    if (value !== null && shape.test(value)) url.searchParams.set(name, value);
  }
  return /^https?:/i.test(path) ? url.toString() : `${url.pathname}${url.search}${url.hash}`;
}
