// The translation hook: t("header.search.open") looks a key up in the active catalog.
import { useLingui } from "@lingui/react";
import { useCallback } from "react";
import { toIntlLocale } from "../../shared/rules/locale.ts";

export type Translate = (id: string, values?: Record<string, unknown>) => string;

export function useT(): Translate {
  const { i18n } = useLingui();
  return useCallback((id, values) => i18n._(id, values), [i18n]);
}

/** The Intl locale of the active language (fi-FI, en-GB, sv-SE). */
export function useIntlLocale(): string {
  const { i18n } = useLingui();
  return toIntlLocale(i18n.locale);
}
