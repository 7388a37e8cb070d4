// Lingui set-up: one i18n instance per request on the worker and per page life in the browser, with
// the catalogs of locales/ compiled at build time and loaded per language.
import { type I18n, setupI18n } from "@lingui/core";
import { DEFAULT_LANGUAGE, type Language } from "../../shared/languages.ts";
import { isLanguage, toIntlLocale } from "../../shared/rules/locale.ts";

const loadedLocales = new WeakMap<I18n, Set<string>>();

type Catalog = { messages: Record<string, unknown> };
const catalogs: Record<Language, () => Promise<Catalog>> = {
  fi: () => import("virtual:lingui-catalog/fi"),
  en: () => import("virtual:lingui-catalog/en"),
  sv: () => import("virtual:lingui-catalog/sv"),
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
    i18n.load(locale, messages as never);
    loaded.add(locale);
    loadedLocales.set(i18n, loaded);
  }
  i18n.activate(locale, [toIntlLocale(locale)]);
}
