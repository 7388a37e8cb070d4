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

  it("formats euros the way each market reads them", () => {
    expect(formatPrice(12.5, "fi").replace(/\s/g, " ")).toBe("12,50 €");
    expect(formatPrice(12.5, "en")).toBe("€12.50");
    expect(formatPrice(12.5, "sv").replace(/\s/g, " ")).toBe("12,50 €");
  });
});
