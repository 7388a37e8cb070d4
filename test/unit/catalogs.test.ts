import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../shared/languages.ts";
import { readCatalog } from "../e2e/fixtures/catalog.ts";

const catalogs = Object.fromEntries(LANGUAGES.map((language) => [language, readCatalog(language)]));
const source = catalogs.en!;

function placeholders(message: string): string[] {
  return [...message.matchAll(/\{(\w+)\s*[,}]/g)].map((match) => match[1]!).sort();
}

describe("UI catalogs (locales/<language>/messages.po)", () => {
  it("hold the shop's messages", () => {
    expect(Object.keys(source).length).toBeGreaterThan(300);
  });

  it.each(LANGUAGES)("translate every message into %s, with the source's placeholders", (language) => {
    const catalog = catalogs[language]!;
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(source).sort());
    for (const [id, message] of Object.entries(source)) {
      expect(catalog[id]?.trim(), `${language}: ${id} has no translation`).toBeTruthy();
      expect(placeholders(catalog[id]!), `${language}: ${id}`).toEqual(placeholders(message));
    }
  });

  it("word counts by countValues' form, never by ICU plural, number, date or time formats", () => {
    // Lingui formats those with an Intl.NumberFormat or DateTimeFormat, whose first build in a page is
    // a long task on a phone; shared/rules/locale.ts's countValues gives form and countText.
    for (const language of LANGUAGES) {
      for (const [id, message] of Object.entries(catalogs[language]!)) {
        expect(message, `${language}: ${id}`).not.toMatch(/\{\s*\w+\s*,\s*(plural|selectordinal|number|date|time)\b/);
        if (message.includes("{form, select,")) expect(message, `${language}: ${id}`).toMatch(/\bother \{/);
      }
    }
  });

  it("hold only messages the ICU compiler accepts", () => {
    for (const language of LANGUAGES) {
      for (const [id, message] of Object.entries(catalogs[language]!)) {
        expect(() => compileMessageOrThrow(message), `${language}: ${id}`).not.toThrow();
      }
    }
  });
});
