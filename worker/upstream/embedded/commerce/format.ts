// Display strings of the embedded cart in the cart's language: money in the market's currency and weights.
import type { Language } from "../../../../shared/languages.ts";
import { formatPrice, toIntlLocale } from "../../../../shared/rules/locale.ts";

/** Money is summed in cents so totals never drift by floating-point remainders. */
export const toCents = (euros: number) => Math.round(euros * 100);
export const fromCents = (cents: number) => cents / 100;

export function money(cents: number, language: Language, currency: string): string {
  return formatPrice(fromCents(cents), language, currency);
}

/** Grams below a kilo, kilograms (up to two decimals) from a kilo up. */
export function weight(grams: number, language: Language): string {
  const locale = toIntlLocale(language);
  if (grams < 1000) return new Intl.NumberFormat(locale, { style: "unit", unit: "gram", maximumFractionDigits: 0 }).format(grams);
  return new Intl.NumberFormat(locale, { style: "unit", unit: "kilogram", maximumFractionDigits: 2 }).format(grams / 1000);
}
