// A labelled text input bound to a ValidatedForm field: value, blur validation and error wiring.
import type { InputHTMLAttributes, ReactNode } from "react";
import { Field } from "./Field.tsx";
import type { ValidatedForm } from "./useValidatedForm.ts";

type InputAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "value" | "onChange" | "onBlur" | "form">;

export interface TextFieldProps<V> extends InputAttributes {
  form: ValidatedForm<V>;
  path: string;
  label: string;
  hint?: ReactNode;
  /** Shapes typed text before it is stored (e.g. truncation). */
  transform?: (text: string) => string;
}

export function TextField<V>({ form, path, label, hint, transform, className, onFocus, ...attributes }: TextFieldProps<V>) {
  const field = form.textProps(path, transform);
  return (
    <Field label={label} error={form.error(path)} hint={hint} className={className}>
      {(control) => (
        <input
          type="text"
          {...attributes}
          {...control}
          {...field}
          onFocus={(event) => {
            field.onFocus();
            onFocus?.(event);
          }}
        />
      )}
    </Field>
  );
}
