// A labelled group of radio buttons (one value) or checkboxes (a list of values) bound to a field of
// a validated form, with its hint and, once touched, its message; the group is named by its legend.
import { useId } from "react";
import { FieldMessage } from "../../components/form/Field.tsx";
import { getIn } from "../../components/form/form-path.ts";
import type { ValidatedForm } from "../../components/form/useValidatedForm.ts";

export interface ChoiceOption {
  value: string;
  label: string;
  /** The option's own language, when its label is in it (a language's name). */
  lang?: string;
}

export function ChoiceGroup<V>({
  form,
  path,
  kind,
  legend,
  hint,
  options,
}: {
  form: ValidatedForm<V>;
  path: string;
  kind: "radio" | "checkbox";
  legend: string;
  hint?: string;
  options: ChoiceOption[];
}) {
  const id = useId();
  const error = form.error(path);
  const current = getIn(form.values, path);
  const chosen = Array.isArray(current) ? (current as string[]) : [String(current ?? "")];
  const choose = (value: string, checked: boolean) => {
    if (kind === "radio") form.change(path, value);
    else form.change(path, checked ? [...chosen, value] : chosen.filter((item) => item !== value));
  };
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <fieldset
      className={["choice-group", error ? "choice-group--invalid" : null].filter(Boolean).join(" ")}
      aria-describedby={describedBy}
    >
      <legend className="choice-group__legend">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="choice-group__hint">
          {hint}
        </p>
      ) : null}
      <div className="choice-group__options">
        {options.map((option) => (
          <label key={option.value} className="choice-group__option">
            <input
              type={kind}
              name={path}
              value={option.value}
              checked={chosen.includes(option.value)}
              aria-invalid={error ? true : undefined}
              onChange={(event) => choose(option.value, event.currentTarget.checked)}
            />
            <span lang={option.lang}>{option.label}</span>
          </label>
        ))}
      </div>
      {error ? <FieldMessage id={`${id}-error`} label={legend} error={error} /> : null}
    </fieldset>
  );
}
