// Language and locale rules (spec 000 §9): the page language from a path, and Intl locales.
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "../languages.ts";

const INTL_LOCALES: Record<string, string> = { sv: "sv-SE", fi: "fi-FI", en: "en-GB" };

/** sv → sv-SE, fi → fi-FI, en → en-GB, anything else → en-GB. */
export function toIntlLocale(language: string | null | undefined): string {
  return INTL_LOCALES[language ?? ""] ?? "en-GB";
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** The language a site path belongs to, from its first segment; the default language otherwise. */
export function languageOfPath(pathname: string): Language {
  const first = pathname.split("/")[1]?.toLowerCase();
  return isLanguage(first) ? first : DEFAULT_LANGUAGE;
}

const priceFormats = new Map<string, Intl.NumberFormat>();

/** Formats an amount of the currency for the language; the formatter is built once per pair (it is costly to create). */
export function formatPrice(amount: number, language: string, currency: string): string {
  const key = `${language}:${currency}`;
  let format = priceFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(toIntlLocale(language), { style: "currency", currency });
    priceFormats.set(key, format);
  }
  return format.format(amount);
}

export function formatDate(date: Date | string, language: string): string {
  return new Intl.DateTimeFormat(toIntlLocale(language), { day: "numeric", month: "long", year: "numeric" }).format(
    typeof date === "string" ? new Date(date) : date,
  );
}
