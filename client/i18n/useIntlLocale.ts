// The Intl locale of the active language, for number, date and price formatting.
import { useLingui } from "@lingui/react";
import { toIntlLocale } from "../../shared/rules/locale.ts";

/** The Intl locale of the active language (fi-FI, en-GB, sv-SE). */
export function useIntlLocale(): string {
  const { i18n } = useLingui();
  return toIntlLocale(i18n.locale);
}
