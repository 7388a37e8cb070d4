import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { resolve } from "node:path";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { readCatalog } from "../../build/lingui-catalogs-plugin.ts";
import { LANGUAGES } from "../../shared/languages.ts";

const root = resolve(import.meta.dirname, "../../locales");
const catalogs = Object.fromEntries(LANGUAGES.map((language) => [language, readCatalog(resolve(root, language))]));

function placeholders(message: string): string[] {
  return [...message.matchAll(/\{(\w+)/g)].map((match) => match[1]!).sort();
}

describe("UI catalogs", () => {
  it("has the same area files in every language", () => {
    const files = LANGUAGES.map((language) => readdirSync(resolve(root, language)).sort().join(","));
    expect(new Set(files).size).toBe(1);
  });

  it.each(LANGUAGES.filter((language) => language !== "fi"))(
    "translates every Finnish key into %s, with the same placeholders",
    (language) => {
      const finnish = catalogs.fi!;
      const other = catalogs[language]!;
      expect(Object.keys(other).sort()).toEqual(Object.keys(finnish).sort());
      for (const [key, message] of Object.entries(finnish)) {
        expect(other[key]?.trim(), `${language}: ${key}`).toBeTruthy();
        expect(placeholders(other[key]!), `${language}: ${key}`).toEqual(placeholders(message));
      }
    },
  );

  it("holds only messages the ICU compiler accepts", () => {
    for (const language of LANGUAGES) {
      for (const [key, message] of Object.entries(catalogs[language]!)) {
        expect(() => compileMessageOrThrow(message), `${language}: ${key}`).not.toThrow();
      }
    }
  });

  it("rejects a key defined in two files of one language", () => {
    const directory = mkdtempSync(resolve(tmpdir(), "catalog-"));
    writeFileSync(resolve(directory, "a.json"), JSON.stringify({ "shell.title": "A" }));
    writeFileSync(resolve(directory, "b.json"), JSON.stringify({ "shell.title": "B" }));
    expect(() => readCatalog(directory)).toThrow(/shell.title/);
  });
});
