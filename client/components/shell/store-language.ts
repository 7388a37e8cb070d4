// Remembers the shopper's language choice: localStorage for the browser, and a cookie because the
// worker redirects the bare `/` to the stored language before any script runs.
import { STORAGE_KEYS } from "../../../shared/storage-keys.ts";

const ONE_YEAR_S = 31_536_000;

export function storeLanguage(language: string) {
  try {
    localStorage.setItem(STORAGE_KEYS.language, language);
  } catch {
    // Storage can be blocked (private mode, policies); the cookie still carries the choice.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers the shop supports.
  document.cookie = `${STORAGE_KEYS.language}=${encodeURIComponent(language)}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`;
}
