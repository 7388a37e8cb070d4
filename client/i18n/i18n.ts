// Lingui set-up: one i18n instance per request on the worker and per page life in the browser, with
// the PO catalogs of locales/ compiled at build time (@lingui/vite-plugin) and loaded per language.
import { type I18n, type Messages, setupI18n } from "@lingui/core";
import { DEFAULT_LANGUAGE, type Language } from "../../shared/languages.ts";
import { isLanguage, toIntlLocale } from "../../shared/rules/locale.ts";

const loadedLocales = new WeakMap<I18n, Set<string>>();

type Catalog = { messages: Messages };
const catalogs: Record<Language, () => Promise<Catalog>> = {
  fi: () => import("../../locales/fi/messages.po"),
  en: () => import("../../locales/en/messages.po"),
  sv: () => import("../../locales/sv/messages.po"),
};

export function createI18n(): I18n {
  return setupI18n();
}

/** Loads the language's catalog once and makes it the active locale. */
export async function activateLanguage(i18n: I18n, language: string): Promise<void> {
  const locale: Language = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  if (i18n.locale === locale) return;
  const loaded = loadedLocales.get(i18n) ?? new Set<string>();
  if (!loaded.has(locale)) {
    const { messages } = await catalogs[locale]();
    i18n.load(locale, messages);
    loaded.add(locale);
    loadedLocales.set(i18n, loaded);
  }
  i18n.activate(locale, [toIntlLocale(locale)]);
}
