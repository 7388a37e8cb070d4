// Language and locale rules (spec 000 §9): the page language from a path, and Intl locales.
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "../constants.ts";

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

export function formatPrice(amount: number, language: string, currency = "EUR"): string {
  return new Intl.NumberFormat(toIntlLocale(language), { style: "currency", currency }).format(amount);
}

export function formatDate(date: Date | string, language: string): string {
  return new Intl.DateTimeFormat(toIntlLocale(language), { day: "numeric", month: "long", year: "numeric" }).format(
    typeof date === "string" ? new Date(date) : date,
  );
}
