// The back text: a textarea whose typed text is cut to 6 lines × 50 characters (truncateBackText),
// with a counter of the lines used and the longest line against those limits.
import { TABLET_LIMITS, backTextCounter, truncateBackText } from "../../../../shared/rules/custom-tablet.ts";
import { Field } from "../../../components/form/Field.tsx";
import type { ValidatedForm } from "../../../components/form/useValidatedForm.ts";
import { useLingui } from "@lingui/react";
import type { TabletFormValues } from "./tablet-form-values.ts";

export function BackTextField({ form, onFocus }: { form: ValidatedForm<TabletFormValues>; onFocus?: () => void }) {
  const { i18n } = useLingui();
  const counter = backTextCounter(form.values.backText);
  const error = form.error("backText");
  // The per-line message names both limits, which the schema's check cannot carry itself.
  const limits = { lines: TABLET_LIMITS.backTextLines, max: TABLET_LIMITS.backTextLineLength };
  const hint = (
    <span className="tablet-designer__counter">
      {i18n._("tablet.back-text.counter", {
        lines: counter.lines,
        characters: counter.characters,
        maxLines: counter.maxLines,
        maxCharacters: counter.maxCharactersPerLine,
      })}{" "}
      <span className="tablet-designer__counter-max">
        {i18n._("tablet.back-text.max", { maxLines: counter.maxLines, maxCharacters: counter.maxCharactersPerLine })}
      </span>
    </span>
  );
  return (
    <Field
      label={i18n._("tablet.back-text.label")}
      error={error && { ...error, values: { ...limits, ...error.values } }}
      hint={hint}
    >
      {(control) => (
        <textarea
          {...control}
          {...form.textProps("backText", truncateBackText)}
          rows={TABLET_LIMITS.backTextLines}
          spellCheck
          onFocus={() => {
            form.prepare();
            onFocus?.();
          }}
        />
      )}
    </Field>
  );
}
