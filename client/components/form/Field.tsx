// One labelled form control with its hint and error: the control gets the id, aria-invalid and an
// aria-describedby pointing at the hint and the error text, so assistive tech reads both.
import { type ReactNode, useId } from "react";
import { useLingui } from "@lingui/react";
import type { FieldError } from "./form-issues.ts";
import "./Field.css";

export interface FieldControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

export interface FieldProps {
  label: string;
  error: FieldError | null;
  hint?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

export function Field({ label, error, hint, className, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  return (
    <div className={["field", error ? "field--invalid" : null, className].filter(Boolean).join(" ")}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy || undefined })}
      {hint ? (
        <div id={hintId} className="field__hint">
          {hint}
        </div>
      ) : null}
      {error ? <FieldMessage id={errorId} label={label} error={error} /> : null}
    </div>
  );
}

/** The translated error text; `{field}` is the field's label for the generic message. */
export function FieldMessage({ id, label, error }: { id: string; label: string; error: FieldError }) {
  const { i18n } = useLingui();
  return (
    <p id={id} className="field__error">
      {i18n._(error.message, { field: label, ...error.values })}
    </p>
  );
}
