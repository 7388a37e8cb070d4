// The document around the streamed React root: the head (from the page model) before it and the
// closing tags after it.
import { clientAssets } from "virtual:client-assets";
import { serialiseForHtml, HYDRATION_ELEMENT_ID, type HydrationPayload } from "../../client/app/hydration-state.ts";
import type { HeadTags } from "../../shared/rules/head-tags.ts";
import { MAIN_ID } from "../../client/app/main-landmark.ts";
import { type FieldMeasurementCode, PAGE_CODE_ELEMENT_ID, type PageCode } from "../../client/app/page-code.ts";
import type { CatalogPart } from "../../client/i18n/catalog-parts.ts";
import type { PageModules } from "../../client/registry/collect-modules.ts";
import { blockRegistry } from "#block-registry";
import { pageRegistry } from "#page-registry";

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);

/** The stylesheets and module preloads of the entry, of the page's own modules and of the catalog parts they show. */
export function documentAssets(modules: PageModules | null, language: string, catalogParts: readonly CatalogPart[]) {
  const files = modules ? [pageRegistry.fileOf(modules.page), ...modules.blocks.map((name) => blockRegistry.fileOf(name))] : [];
  const own = files.flatMap((file) => (file && clientAssets.modules[file] ? [clientAssets.modules[file]] : []));
  const catalogs = clientAssets.catalogParts[language] ?? {};
  const parts = catalogParts.flatMap((part) => catalogs[part] ?? []);
  return {
    css: [...new Set([...clientAssets.css, ...own.flatMap((module) => module.css)])],
    preload: [...new Set([...(clientAssets.preload ?? []), ...own.flatMap((module) => module.preload), ...parts])],
  };
}

export function documentStart(options: {
  head: HeadTags | null;
  modules: PageModules | null;
  payload: HydrationPayload;
  nonce: string;
  /** Whether and as what page type this page load is measured in the field (the boot samples it). */
  fieldMeasurement?: FieldMeasurementCode;
}): string {
  const { head, payload, nonce } = options;
  const lang = head?.lang ?? payload.language;
  // The page's catalog parts are in the payload already.
  const assets = documentAssets(options.modules, lang, payload.catalogParts);
  const parts = [
    `<!doctype html><html lang="${escapeHtml(lang)}" data-theme="${escapeHtml(head?.theme ?? "finnish")}"><head>`,
    '<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(head?.title ?? "")}</title>`,
    // Nothing is drawn before the page's main content is parsed to its end: a first paint of a header
    // or a hero parsed in part moved them when the rest came.
    `<link rel="expect" href="#${MAIN_ID}" blocking="render">`,
    ...assets.css.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
  ];
  if (head) {
    parts.push(`<meta name="description" content="${escapeHtml(head.description)}">`);
    if (head.robots) parts.push(`<meta name="robots" content="${escapeHtml(head.robots)}">`);
    for (const tag of head.named) parts.push(`<meta name="${tag.name}" content="${escapeHtml(tag.content)}">`);
    parts.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}">`);
    for (const alternate of head.alternates) {
      parts.push(`<link rel="alternate" hreflang="${escapeHtml(alternate.hreflang)}" href="${escapeHtml(alternate.href)}">`);
    }
    for (const tag of head.openGraph)
      parts.push(`<meta property="${escapeHtml(tag.property)}" content="${escapeHtml(tag.content)}">`);
  }
  if (clientAssets.dev && clientAssets.preamble) {
    parts.push(`<script type="module" nonce="${nonce}">${clientAssets.preamble}</script>`);
    parts.push(`<script type="module" nonce="${nonce}" src="/@vite/client"></script>`);
  }
  parts.push(`<script type="application/json" id="${HYDRATION_ELEMENT_ID}">${serialiseForHtml(payload)}</script>`);
  // The page is drawn before it hydrates: its stylesheet and its lead picture come first, and the boot
  // script asks for this code once they are shown. The development server's
  // entry loads its sources itself.
  if (clientAssets.boot) {
    const code: PageCode = {
      entry: clientAssets.entry,
      libraries: clientAssets.libraries ?? [],
      preload: assets.preload,
      fieldMeasurement: options.fieldMeasurement,
    };
    parts.push(`<script type="application/json" id="${PAGE_CODE_ELEMENT_ID}">${serialiseForHtml(code)}</script>`);
  }
  parts.push('</head><body><div id="root">');
  return parts.join("");
}

/** Closes the root and starts the browser's first script (a module script: it runs once the document is parsed). */
export function documentEnd(nonce: string): string {
  const script = clientAssets.boot ?? clientAssets.entry;
  return `</div><script type="module" nonce="${nonce}" src="${escapeHtml(script)}"></script></body></html>`;
}
