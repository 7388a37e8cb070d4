// The shopper's language for a call (so errors and cart strings match the page being shown) and the
// storefront's catalogs on the worker, for messages the worker itself answers.
import type { Context } from "hono";
import { type I18n, type Messages, setupI18n } from "@lingui/core";
import { messages as en } from "../../locales/en/messages.po";
import { messages as fi } from "../../locales/fi/messages.po";
import { messages as sv } from "../../locales/sv/messages.po";
import { messages as enWorker } from "../../locales/en/worker.po";
import { messages as fiWorker } from "../../locales/fi/worker.po";
import { messages as svWorker } from "../../locales/sv/worker.po";
import { DEFAULT_LANGUAGE, type Language } from "../../shared/languages.ts";
import { STORAGE_KEYS } from "../../shared/storage-keys.ts";
import { isLanguage, languageOfPath, toIntlLocale } from "../../shared/rules/locale.ts";

/** The browser's catalogs: every message the pages show. */
const catalogs: Record<Language, Messages> = { fi, en, sv };
/** The worker's: the browser's and what only the worker says (its API errors, answered translated). */
const workerCatalogs: Record<Language, Messages> = {
  fi: { ...fi, ...fiWorker },
  en: { ...en, ...enWorker },
  sv: { ...sv, ...svWorker },
};

/** A language's compiled catalog, as the browser's Lingui loads it. */
export function compiledCatalog(language: Language): Messages {
  return catalogs[language];
}

/** `?language=`, then the language of the same-origin page that made the call, the stored choice, Accept-Language. */
export function shopperLanguage(c: Context): Language {
  const query = c.req.query("language");
  if (isLanguage(query)) return query;
  const referer = c.req.header("referer");
  if (referer) {
    try {
      const url = new URL(referer);
      if (url.origin === new URL(c.req.url).origin && isLanguage(url.pathname.split("/")[1])) return languageOfPath(url.pathname);
    } catch {
      // An unparsable Referer says nothing about the language.
    }
  }
  const stored = c.req.header("cookie")?.match(new RegExp(`(?:^|;\\s*)${STORAGE_KEYS.language}=([a-z]{2})`))?.[1];
  if (isLanguage(stored)) return stored;
  const accepted = (c.req.header("accept-language") ?? "")
    .split(",")
    .map((part) => part.split(";")[0]!.trim().slice(0, 2).toLowerCase())
    .find(isLanguage);
  return accepted ?? DEFAULT_LANGUAGE;
}

export interface Translator {
  language: Language;
  has(key: string): boolean;
  t(key: string, values?: Record<string, unknown>): string;
}

const instances = new Map<Language, I18n>();

export function translator(language: Language): Translator {
  let i18n = instances.get(language);
  if (!i18n) {
    i18n = setupI18n({
      locale: language,
      locales: [toIntlLocale(language)],
      messages: { [language]: workerCatalogs[language] },
    });
    instances.set(language, i18n);
  }
  const active = i18n;
  return {
    language,
    has: (key) => key in workerCatalogs[language],
    t: (key, values) => active._(key, values),
  };
}
