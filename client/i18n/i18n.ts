// Lingui set-up: one i18n instance per request on the worker and per page life in the browser, with
// the PO catalogs of locales/ compiled at build time. The worker loads a language's whole catalog;
// the browser loads it in parts (catalog-parts.ts): the shell part with the language,
// the others with the page types, blocks and lazy pieces that show them.
import { type I18n, type Messages, setupI18n } from "@lingui/core";
import { catalogPartLoaders } from "virtual:catalog-parts";
import { DEFAULT_LANGUAGE, type Language } from "../../shared/languages.ts";
import { isLanguage, toIntlLocale } from "../../shared/rules/locale.ts";
import type { PageModules } from "../registry/collect-modules.ts";
import type { CatalogPart } from "./catalog-parts.ts";

type Catalog = { messages: Messages };
const wholeCatalogs: Record<Language, () => Promise<Catalog>> = {
  fi: () => import("../../locales/fi/messages.po"),
  en: () => import("../../locales/en/messages.po"),
  sv: () => import("../../locales/sv/messages.po"),
};

/**
 * Per i18n instance: the parts asked for so far (a language change loads them all again), each load,
 * and each language's messages. Lingui keeps the object first loaded for a language, so a later part
 * is merged into it without Lingui's change event, which would re-render every translated component
 * at once (the part's own components render after it has loaded).
 */
const partsState = new WeakMap<
  I18n,
  { wanted: Set<CatalogPart>; loads: Map<string, Promise<void>>; messages: Map<string, Messages> }
>();
/** The browser's one i18n instance of this page life, for lazily loaded pieces (withCatalogParts). */
let browserI18n: I18n | undefined;

export function createI18n(): I18n {
  const i18n = setupI18n();
  if (!import.meta.env.SSR) {
    browserI18n = i18n;
    // A message no loaded part holds would show its id: say so, which fails any end-to-end test.
    i18n.on("missing", ({ id, locale }) => console.error(`No catalog part loaded holds the message "${id}" (${locale})`));
  }
  return i18n;
}

const localeOf = (language: string): Language => (isLanguage(language) ? language : DEFAULT_LANGUAGE);

function stateOf(i18n: I18n) {
  let state = partsState.get(i18n);
  if (!state) {
    state = { wanted: new Set(["shell"]), loads: new Map(), messages: new Map() };
    partsState.set(i18n, state);
  }
  return state;
}

function loadOnce(i18n: I18n, key: string, load: () => Promise<Catalog>): Promise<void> {
  const state = stateOf(i18n);
  let pending = state.loads.get(key);
  if (!pending) {
    const locale = key.split(":", 1)[0] ?? DEFAULT_LANGUAGE;
    pending = load().then(({ messages }) => {
      const loaded = state.messages.get(locale);
      if (loaded) Object.assign(loaded, messages);
      else {
        const own = { ...messages };
        state.messages.set(locale, own);
        i18n.load(locale, own);
      }
    });
    pending.catch(() => state.loads.delete(key));
    state.loads.set(key, pending);
  }
  return pending;
}

/** Loads parts of a language's catalog (once each); on the worker the whole catalog is already there. */
export async function loadCatalogParts(i18n: I18n, language: string, parts: Iterable<CatalogPart>): Promise<void> {
  const locale = localeOf(language);
  if (import.meta.env.SSR) return loadOnce(i18n, `${locale}:whole`, wholeCatalogs[locale]);
  const state = stateOf(i18n);
  await Promise.all(
    [...parts].map((part) => {
      state.wanted.add(part);
      return loadOnce(i18n, `${locale}:${part}`, catalogPartLoaders[locale][part]);
    }),
  );
}

/** Loads the language's catalog (in the browser, the parts asked for so far) and makes it active. */
export async function activateLanguage(i18n: I18n, language: string): Promise<void> {
  const locale = localeOf(language);
  if (i18n.locale === locale) return;
  await loadCatalogParts(i18n, locale, stateOf(i18n).wanted);
  i18n.activate(locale, [toIntlLocale(locale)]);
}

/** The first page's parts, from the hydration payload: the table of every type's parts loads only to go on. */
let firstPage: { modules: string; parts: readonly CatalogPart[] } | undefined;
const modulesKey = (modules: PageModules) => [modules.page, ...[...modules.blocks].sort()].join(" ");

export function knowFirstPageCatalogParts(modules: PageModules, parts: readonly CatalogPart[]): void {
  firstPage = { modules: modulesKey(modules), parts };
}

/** In the browser, loads the catalog parts a page's modules show into the page's i18n (the worker has them all). */
export async function loadPageCatalogParts(language: string, modules: PageModules): Promise<void> {
  if (import.meta.env.SSR || !browserI18n) return;
  const i18n = browserI18n;
  const parts =
    firstPage?.modules === modulesKey(modules) ? firstPage.parts : (await import("./catalog-parts.ts")).catalogPartsOf(modules);
  await loadCatalogParts(i18n, language, parts);
}

/** A lazily loaded piece's import, with the catalog parts it shows loaded before it renders. */
export function withCatalogParts<T>(parts: readonly CatalogPart[], load: () => Promise<T>): () => Promise<T> {
  if (import.meta.env.SSR) return load;
  return async () => {
    const i18n = browserI18n;
    const [module] = await Promise.all([load(), i18n ? loadCatalogParts(i18n, i18n.locale, parts) : undefined]);
    return module;
  };
}
