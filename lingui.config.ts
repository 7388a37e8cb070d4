// Lingui's configuration: the shop's three languages, English as the source language, two PO catalogs
// per language under locales/ (the browser's messages.po, the worker's own worker.po), extracted
// from the browser and shared code and from the worker's (npm run extract).
import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

export default defineConfig({
  locales: ["fi", "en", "sv"],
  sourceLocale: "en",
  catalogs: [
    // What the pages show: compiled into the browser's catalog chunk of each language.
    {
      path: "<rootDir>/locales/{locale}/messages",
      include: ["<rootDir>/client", "<rootDir>/shared"],
    },
    // What only the worker says (its API errors, answered already translated): the worker merges this
    // with the catalog above, and the browser never downloads it.
    {
      path: "<rootDir>/locales/{locale}/worker",
      include: ["<rootDir>/worker"],
    },
  ],
  // Every message has an explicit id; origins without line numbers, so moving code does
  // not change the catalogs translators work on.
  format: formatter({ lineNumbers: false, explicitIdAsDefault: true }),
  orderBy: "messageId",
});
