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

/**
 * A count or a measure with `digits` decimals, written as Intl.NumberFormat writes it in the shop's
 * languages (en-GB 1,234.5; fi-FI and sv-SE 1 234,5 with a no-break space), rounded half away from
 * zero on the number's shortest decimal form, without building a formatter: a page's first
 * Intl.NumberFormat costs a phone a long task while ICU loads its number data. What the
 * rule does not cover (a negative number, one in exponent form, another language) is left to Intl.
 */
export function formatDecimal(value: number, language: string, digits = 0): string {
  const shortest = String(value);
  if (!isLanguage(language) || !(value >= 0 && value < 1e12) || shortest.includes("e")) {
    return new Intl.NumberFormat(toIntlLocale(language), { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
      value,
    );
  }
  const english = language === "en";
  const scaled = String(Math.round(Number(`${shortest}e${digits}`))).padStart(digits + 1, "0");
  const whole = scaled.slice(0, scaled.length - digits).replace(/\B(?=(\d{3})+$)/g, english ? "," : "\u00a0");
  return digits ? whole + (english ? "." : ",") + scaled.slice(-digits) : whole;
}

const pluralRules = new Map<string, Intl.PluralRules>();

/**
 * A count's values for a message that words it by `{form, select, none {…} one {…} other {…}}` and
 * writes it as `{countText}`: its plural form in the language (Intl.PluralRules, cheap to build), or
 * `none` for zero (a message without that case says `other`), and its digits (formatDecimal). The
 * catalogs use no `plural`: Lingui's builds an Intl.NumberFormat for every message it formats, `#` in
 * it or not, and the header's cart button cost each page's hydration that long task.
 */
export function countValues(count: number, language: string): { form: Intl.LDMLPluralRule | "none"; countText: string } {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(toIntlLocale(language));
    pluralRules.set(language, rules);
  }
  return { form: count === 0 ? "none" : rules.select(count), countText: formatDecimal(count, language) };
}

export function formatDate(date: Date | string, language: string): string {
  return new Intl.DateTimeFormat(toIntlLocale(language), { day: "numeric", month: "long", year: "numeric" }).format(
    typeof date === "string" ? new Date(date) : date,
  );
}
