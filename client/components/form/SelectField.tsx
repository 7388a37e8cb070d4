// A labelled select bound to a ValidatedForm field; a choice validates at once (a change, not typing).
import { Field } from "./Field.tsx";
import type { ValidatedForm } from "./useValidatedForm.ts";
import { getIn } from "./form-path.ts";

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps<V> {
  form: ValidatedForm<V>;
  path: string;
  label: string;
  options: readonly SelectOption[];
  autoComplete?: string;
  className?: string;
}

export function SelectField<V>({ form, path, label, options, autoComplete, className }: SelectFieldProps<V>) {
  return (
    <Field label={label} error={form.error(path)} className={className}>
      {(control) => (
        <select
          {...control}
          name={path}
          autoComplete={autoComplete}
          value={String(getIn(form.values, path) ?? "")}
          onChange={(event) => form.change(path, event.target.value)}
          onFocus={form.prepare}
          onBlur={() => form.touch(path)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
