// The embedded backend's own messages (it stands for the remote commerce API, so it does not use the
// storefront's UI catalogs): a table of texts per language and a formatter for {placeholders}.
import type { Language } from "../../../shared/languages.ts";

export function messageFormatter<Key extends string>(table: Record<Key, Record<Language, string>>) {
  return (key: Key, language: Language, values: Record<string, string | number> = {}): string =>
    table[key][language].replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
