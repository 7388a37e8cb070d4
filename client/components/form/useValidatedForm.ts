// A small form state: values, touched fields and their errors from a valibot schema. Validation runs
// on blur and on change (selects, radios, steppers), not on every keystroke, except that a field
// already showing an error re-checks as it is typed in so the message goes as soon as it is fixed.
// Errors show only once a field was touched (spec 001 §5).
import { type ChangeEvent, useCallback, useMemo, useReducer } from "react";
import type * as v from "valibot";
import { type FieldError, type FieldErrors, validateValues } from "./form-issues.ts";
import { getIn, setIn } from "./form-path.ts";

interface FormState<V> {
  values: V;
  touched: Partial<Record<string, true>>;
  /** The result of the last validation run (blur or change), shown for touched fields. */
  errors: FieldErrors;
}

type FormAction<V> =
  | { type: "input" | "change"; path: string; value: unknown }
  | { type: "blur"; paths: readonly string[] }
  | { type: "reset"; values: V; paths?: readonly string[] };

function reduce<V>(schema: v.GenericSchema, state: FormState<V>, action: FormAction<V>): FormState<V> {
  switch (action.type) {
    case "input": {
      const values = setIn(state.values, action.path, action.value);
      const showing = state.touched[action.path] && state.errors[action.path];
      return { ...state, values, errors: showing ? validateValues(schema, values) : state.errors };
    }
    case "change": {
      const values = setIn(state.values, action.path, action.value);
      return { values, touched: { ...state.touched, [action.path]: true }, errors: validateValues(schema, values) };
    }
    case "blur": {
      const touched = { ...state.touched };
      for (const path of action.paths) touched[path] = true;
      return { ...state, touched, errors: validateValues(schema, state.values) };
    }
    case "reset": {
      if (!action.paths) return { values: action.values, touched: {}, errors: {} };
      // Only the given fields start over; the rest keep their values and touched state.
      let values = state.values;
      const touched = { ...state.touched };
      for (const path of action.paths) {
        values = setIn(values, path, getIn(action.values, path));
        delete touched[path];
      }
      return { values, touched, errors: validateValues(schema, values) };
    }
  }
}

export interface ValidatedForm<V> {
  values: V;
  /** The field's message once it was touched, else null. */
  error: (path: string) => FieldError | null;
  /** Whether the current values pass the schema (for submit buttons; independent of touched). */
  isValid: boolean;
  /** Whether none of the given fields currently breaks a rule. */
  areValid: (paths: readonly string[]) => boolean;
  /** Typing: stores the value, validates only a field that already shows an error. */
  input: (path: string, value: unknown) => void;
  /** A committed choice (select, radio, stepper): stores, touches and validates. */
  change: (path: string, value: unknown) => void;
  /** Marks fields touched and validates (a blur, or a submit attempt with every field). */
  touch: (...paths: string[]) => void;
  /** Starts over with these values; with paths, only those fields are reset. */
  reset: (values: V, paths?: readonly string[]) => void;
  /** name/value/onChange/onBlur for a text input or textarea; `transform` shapes typed text. */
  textProps: (path: string, transform?: (text: string) => string) => TextFieldProps;
}

export interface TextFieldProps {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: () => void;
}

export function useValidatedForm<V>(schema: v.GenericSchema, initialValues: V | (() => V)): ValidatedForm<V> {
  const [state, dispatch] = useReducer(
    (current: FormState<V>, action: FormAction<V>) => reduce(schema, current, action),
    undefined,
    (): FormState<V> => ({
      values: typeof initialValues === "function" ? (initialValues as () => V)() : initialValues,
      touched: {},
      errors: {},
    }),
  );
  const liveErrors = useMemo(() => validateValues(schema, state.values), [schema, state.values]);

  const input = useCallback((path: string, value: unknown) => dispatch({ type: "input", path, value }), []);
  const change = useCallback((path: string, value: unknown) => dispatch({ type: "change", path, value }), []);
  const touch = useCallback((...paths: string[]) => dispatch({ type: "blur", paths }), []);
  const reset = useCallback((values: V, paths?: readonly string[]) => dispatch({ type: "reset", values, paths }), []);

  return {
    values: state.values,
    error: (path) => (state.touched[path] ? (state.errors[path] ?? null) : null),
    isValid: Object.keys(liveErrors).length === 0,
    areValid: (paths) => paths.every((path) => !liveErrors[path]),
    input,
    change,
    touch,
    reset,
    textProps: (path, transform) => ({
      name: path,
      value: String(getIn(state.values, path) ?? ""),
      onChange: (event) => input(path, transform ? transform(event.target.value) : event.target.value),
      onBlur: () => touch(path),
    }),
  };
}
