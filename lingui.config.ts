// Lingui's configuration: the shop's three languages, English as the source language, one PO catalog
// per language under locales/, extracted from the worker, browser and shared code (npm run extract).
import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

export default defineConfig({
  locales: ["fi", "en", "sv"],
  sourceLocale: "en",
  catalogs: [
    {
      path: "<rootDir>/locales/{locale}/messages",
      include: ["<rootDir>/client", "<rootDir>/worker", "<rootDir>/shared"],
    },
  ],
  // Every message has an explicit id (decision 003); origins without line numbers, so moving code does
  // not change the catalogs translators work on.
  format: formatter({ lineNumbers: false, explicitIdAsDefault: true }),
  orderBy: "messageId",
});
