import { describe, expect, it } from "vitest";
import { formatPrice, isLanguage, languageOfPath, toIntlLocale } from "../../shared/rules/locale.ts";

describe("locale rules", () => {
  it("maps sv, fi and en to their Intl locales and anything else to en-GB", () => {
    expect(toIntlLocale("sv")).toBe("sv-SE");
    expect(toIntlLocale("fi")).toBe("fi-FI");
    expect(toIntlLocale("en")).toBe("en-GB");
    expect(toIntlLocale("de")).toBe("en-GB");
    expect(toIntlLocale(undefined)).toBe("en-GB");
  });

  it("reads the language from the first path segment, Finnish by default", () => {
    expect(languageOfPath("/sv/var-historia")).toBe("sv");
    expect(languageOfPath("/EN")).toBe("en");
    expect(languageOfPath("/de/x")).toBe("fi");
    expect(languageOfPath("/")).toBe("fi");
    expect(isLanguage("fi")).toBe(true);
    expect(isLanguage("fr")).toBe(false);
  });

  it("formats euros the way each language reads them", () => {
    expect(formatPrice(12.5, "fi", "EUR").replace(/\s/g, " ")).toBe("12,50 €");
    expect(formatPrice(12.5, "en", "EUR")).toBe("€12.50");
    expect(formatPrice(12.5, "sv", "EUR").replace(/\s/g, " ")).toBe("12,50 €");
  });

  it("formats the other markets' kronor and kroner in each language", () => {
    expect(formatPrice(149.9, "en", "SEK").replace(/\s/g, " ")).toBe("SEK 149.90");
    expect(formatPrice(149.9, "sv", "SEK").replace(/\s/g, " ")).toBe("149,90 kr");
    expect(formatPrice(149.9, "fi", "NOK").replace(/\s/g, " ")).toBe("149,90 NOK");
  });
});
