// Render once, serve many: a rendered document, kept in this isolate's memory under a
// key made from everything the render reads (the address, the language and the hydration payload's
// data), so a page whose inputs did not change is not rendered again. Each answer gets its own nonce:
// the document is kept as UTF-8 bytes with a gap wherever the render wrote its nonce, and an answer is
// a copy with the request's nonce in the gaps, so a reuse neither scans nor encodes the page's text
// again; a browser that accepts gzip gets the same made once into a gzip member
// (document-template.ts). Only whole, successful renders are kept; editors' requests neither read nor
// fill it. A page that needs nothing but its page model is also found by that model object and its
// address, before any loader runs.
import type { HydrationPayload } from "../../client/app/hydration-state.ts";
import { type DocumentTemplate, fillTemplate, gzipTemplate, identityTemplate, piecesOf } from "./document-template.ts";

/** How long a kept document may be served: content-addressed keys never go stale, so this only bounds memory. */
export const RENDERED_PAGE_MS = 60_000;
/** The memory this isolate may spend on kept documents (a Workers isolate has 128 MB in all). */
export const RENDERED_PAGES_MAX_BYTES = 8 * 1024 * 1024;

interface RenderedPage {
  /** The document as rendered, with gaps where its nonce stood; gzip's is made by the first answer in it. */
  templates: { identity: DocumentTemplate; gzip?: DocumentTemplate };
  bytes: number;
  until: number;
}

/** A kept document as one answer: the bytes, gzip-encoded when the request accepted that. */
export interface ReusedPage {
  body: Uint8Array<ArrayBuffer>;
  encoding: "gzip" | "identity";
}

const utf8 = new TextEncoder();

const kept = new Map<string, RenderedPage>();
let keptBytes = 0;

function forget(key: string) {
  const page = kept.get(key);
  if (!page) return;
  kept.delete(key);
  keptBytes -= page.bytes;
}

/**
 * The render's inputs as one digest. The dehydrated queries' timestamps and fetch states vary per
 * request without changing what is drawn, so only their keys, statuses and data count.
 */
export async function renderKey(address: string, payload: HydrationPayload): Promise<string> {
  const inputs = JSON.stringify([
    address,
    payload.language,
    payload.market,
    payload.router,
    payload.queries.queries.map((query) => [query.queryHash, query.state.status, query.state.data]),
  ]);
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(inputs)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The kept document for these inputs, with the request's nonce in place of the one it was rendered with. */
export function reuseRenderedPage(
  key: string,
  nonce: string,
  { gzip = false, now = Date.now() }: { gzip?: boolean; now?: number } = {},
): ReusedPage | null {
  const page = kept.get(key);
  if (!page) return null;
  if (page.until <= now) {
    forget(key);
    return null;
  }
  // Most recently used last, so the oldest is the first to go when memory runs short.
  kept.delete(key);
  kept.set(key, page);
  const separator = utf8.encode(`nonce="${nonce}"`);
  const encoding = gzip ? "gzip" : "identity";
  let template = page.templates[encoding];
  if (template?.gapLength !== separator.length) {
    const made = (gzip ? gzipTemplate : identityTemplate)(piecesOf(page.templates.identity), separator.length);
    const grown = made.bytes.length - (template?.bytes.length ?? 0);
    template = page.templates[encoding] = made;
    page.bytes += grown;
    keptBytes += grown;
    forgetOldestOverBudget();
  }
  return { body: fillTemplate(template, separator), encoding };
}

export function keepRenderedPage(key: string, body: string, nonce: string, now = Date.now()) {
  const separator = `nonce="${nonce}"`;
  const pieces = body.split(separator).map((piece) => utf8.encode(piece));
  const identity = identityTemplate(pieces, utf8.encode(separator).length);
  const bytes = identity.bytes.length;
  if (bytes > RENDERED_PAGES_MAX_BYTES / 4) return;
  forget(key);
  kept.set(key, { templates: { identity }, bytes, until: now + RENDERED_PAGE_MS });
  keptBytes += bytes;
  forgetOldestOverBudget();
}

function forgetOldestOverBudget() {
  for (const oldest of kept.keys()) {
    if (keptBytes <= RENDERED_PAGES_MAX_BYTES) break;
    forget(oldest);
  }
}

/**
 * Render keys by page model object and address, for pages whose only input is their page model. The
 * model object is the one the page-model cache holds in memory, so while it holds it (a few seconds)
 * a repeated request skips the loaders and the key's digest; a refreshed model is a new object.
 */
const keysByModel = new WeakMap<object, Map<string, string>>();

export function rememberRenderKey(model: object, address: string, key: string) {
  const keys = keysByModel.get(model) ?? new Map<string, string>();
  // Addresses differing only in junk parameters must not grow this without bound.
  if (keys.size >= 100) keys.clear();
  keys.set(address, key);
  keysByModel.set(model, keys);
}

export function renderKeyOf(model: object, address: string): string | undefined {
  return keysByModel.get(model)?.get(address);
}
