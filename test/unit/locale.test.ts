import { describe, expect, it } from "vitest";
import { countValues, formatDecimal, formatPrice, isLanguage, languageOfPath, toIntlLocale } from "../../shared/rules/locale.ts";

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

  it("writes counts and measures exactly as Intl does in every language, without building a formatter", () => {
    const values = [0, 1, 7, 42, 999, 1000, 1234, 99999, 1234567, 0.05, 0.449, 1.005, 1.25, 4.35, 4.45, 9.95, 999.95, 1234.5];
    for (let seed = 1; seed <= 200; seed += 1) values.push(Math.round(((seed * 7919) % 100003) * 13.37) / 100);
    for (const language of ["fi", "en", "sv"]) {
      for (const digits of [0, 1, 2]) {
        const intl = new Intl.NumberFormat(toIntlLocale(language), {
          minimumFractionDigits: digits,
          maximumFractionDigits: digits,
        });
        for (const value of values)
          expect(`${language} ${digits} ${formatDecimal(value, language, digits)}`).toBe(
            `${language} ${digits} ${intl.format(value)}`,
          );
      }
    }
  });

  it("leaves what its rule does not cover to Intl", () => {
    expect(formatDecimal(-1234.5, "fi", 1)).toBe(
      new Intl.NumberFormat("fi-FI", { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(-1234.5),
    );
    expect(formatDecimal(1e-7, "en", 2)).toBe("0.00");
    expect(formatDecimal(2.5, "de", 1)).toBe("2.5");
  });

  it("gives a count's plural form, none for zero, with its digits", () => {
    expect(countValues(0, "en")).toEqual({ form: "none", countText: "0" });
    expect(countValues(1, "fi")).toEqual({ form: "one", countText: "1" });
    expect(countValues(12345, "sv")).toEqual({ form: "other", countText: "12\u00a0345" });
    expect(countValues(2, "en").form).toBe("other");
  });
});
