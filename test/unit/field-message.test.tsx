// The form library's default message names the field (spec 001 §5: '{field} is not valid.'): a rule
// without a message of its own is shown with the field's label, in every language.
import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { renderToString } from "react-dom/server";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { FieldMessage } from "../../client/components/form/Field.tsx";
import { DEFAULT_FIELD_MESSAGE, validateValues } from "../../client/components/form/form-issues.ts";
import { messages as en } from "../../locales/en/messages.po";
import { messages as fi } from "../../locales/fi/messages.po";
import { messages as sv } from "../../locales/sv/messages.po";

const catalogs = { en, fi, sv };

function shown(language: keyof typeof catalogs, label: string, message = DEFAULT_FIELD_MESSAGE) {
  const i18n = setupI18n({ locale: language, messages: { [language]: catalogs[language] } });
  const html = renderToString(
    <I18nProvider i18n={i18n}>
      <FieldMessage id="quantity-error" label={label} error={{ message, values: {} }} />
    </I18nProvider>,
  );
  return html.replace(/<[^>]+>/g, "");
}

describe("a field's message", () => {
  it("is the default for a rule without a message of its own", () => {
    const errors = validateValues(v.object({ quantity: v.pipe(v.number(), v.maxValue(99)) }), { quantity: 100 });
    expect(errors.quantity?.message).toBe(DEFAULT_FIELD_MESSAGE);
  });

  it.each([
    ["en", "Quantity", "Quantity is not valid."],
    ["fi", "Määrä", "Määrä ei kelpaa."],
    ["sv", "Antal", "Antal: värdet är inte giltigt."],
  ] as const)("names the field in %s", (language, label, text) => {
    expect(shown(language, label)).toBe(text);
  });

  it("keeps a rule's own message", () => {
    expect(shown("en", "Postal code", "form.invalid-postal-code")).toBe("Enter a valid postal code.");
  });
});
