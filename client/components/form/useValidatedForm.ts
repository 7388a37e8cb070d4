// A small form state: values, touched fields and their errors from the form's rules. Validation runs
// on blur and on change (selects, radios, steppers), not on every keystroke, except that a field
// already showing an error re-checks as it is typed in so the message goes as soon as it is fixed.
// Errors show only once a field was touched (spec 001 §5). The rules load on first use
// (form-rules.ts): focusing a field asks for them, and a blur or change before they have arrived is
// checked, with the values it had, as soon as they do.
import { type ChangeEvent, use, useCallback, useMemo, useReducer } from "react";
import type { FieldError, FieldErrors } from "./form-issues.ts";
import { getIn, setIn } from "./form-path.ts";
import type { CheckValues, FormRules, Rules } from "./form-rules.ts";

interface FormState<V> {
  values: V;
  touched: Partial<Record<string, true>>;
  /** The result of the last validation run (blur or change), shown for touched fields. */
  errors: FieldErrors;
  /** The rules' check once loaded. */
  check: CheckValues | null;
  /** The values of a validation run asked for before the rules had loaded, checked when they have. */
  unchecked: V | null;
  /** Whether the rules' last load failed (until a later one succeeds). */
  notLoaded: boolean;
}

type FormAction<V> =
  | { type: "input" | "change"; path: string; value: unknown }
  | { type: "blur"; paths: readonly string[] }
  | { type: "reset"; values: V; paths?: readonly string[] }
  | { type: "loaded"; check: CheckValues }
  | { type: "not-loaded" };

/** A validation run of these values: now, or once the rules have loaded. */
function validated<V>(state: FormState<V>, values: V): Pick<FormState<V>, "errors" | "unchecked"> {
  return state.check ? { errors: state.check(values), unchecked: null } : { errors: state.errors, unchecked: values };
}

function reduce<V>(state: FormState<V>, action: FormAction<V>): FormState<V> {
  switch (action.type) {
    case "input": {
      const values = setIn(state.values, action.path, action.value);
      // A field shows an error only after a check, so the rules are there.
      const showing = state.check && state.touched[action.path] && state.errors[action.path];
      return { ...state, values, errors: showing && state.check ? state.check(values) : state.errors };
    }
    case "change": {
      const values = setIn(state.values, action.path, action.value);
      return { ...state, values, touched: { ...state.touched, [action.path]: true }, ...validated(state, values) };
    }
    case "blur": {
      const touched = { ...state.touched };
      for (const path of action.paths) touched[path] = true;
      return { ...state, touched, ...validated(state, state.values) };
    }
    case "reset": {
      if (!action.paths) return { ...state, values: action.values, touched: {}, errors: {}, unchecked: null };
      // Only the given fields start over; the rest keep their values and touched state.
      let values = state.values;
      const touched = { ...state.touched };
      for (const path of action.paths) {
        values = setIn(values, path, getIn(action.values, path));
        delete touched[path];
      }
      return { ...state, values, touched, ...validated(state, values) };
    }
    case "loaded": {
      if (state.check) return state;
      const errors = state.unchecked ? action.check(state.unchecked) : state.errors;
      return { ...state, check: action.check, errors, unchecked: null, notLoaded: false };
    }
    case "not-loaded":
      return state.check || state.notLoaded ? state : { ...state, notLoaded: true };
  }
}

export interface ValidatedForm<V> {
  values: V;
  /** The field's message once it was touched, else null. */
  error: (path: string) => FieldError | null;
  /** Whether the current values pass the rules (for submit buttons; independent of touched); see validUntilChecked. */
  isValid: boolean;
  /** Whether none of the given fields currently breaks a rule; see validUntilChecked. */
  areValid: (paths: readonly string[]) => boolean;
  /**
   * Runs `then` with whether the given fields pass: at once when the rules are there, else once they
   * have loaded; with false if they could not be loaded (rulesNotLoaded then says so).
   */
  whenChecked: (paths: readonly string[], then: (valid: boolean) => void) => void;
  /**
   * Whether the rules could not be loaded (a dropped connection, a deploy): a press cannot be checked,
   * and the form shows CodeNotLoaded. Asking again fetches nothing in Chromium.
   */
  rulesNotLoaded: boolean;
  /** Starts loading the rules ahead of a check (a field's focus, a pointer on a submit button). */
  prepare: () => void;
  /** Typing: stores the value, validates only a field that already shows an error. */
  input: (path: string, value: unknown) => void;
  /** A committed choice (select, radio, stepper): stores, touches and validates. */
  change: (path: string, value: unknown) => void;
  /** Marks fields touched and validates (a blur, or a submit attempt with every field). */
  touch: (...paths: string[]) => void;
  /** Starts over with these values; with paths, only those fields are reset. */
  reset: (values: V, paths?: readonly string[]) => void;
  /** name/value/onChange/onFocus/onBlur for a text input or textarea; `transform` shapes typed text. */
  textProps: (path: string, transform?: (text: string) => string) => TextFieldProps;
}

export interface TextFieldProps {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onFocus: () => void;
  onBlur: () => void;
}

export interface ValidatedFormOptions {
  /**
   * Suspends until the rules have loaded, for a form that shows at once whether its values pass (a
   * disabled submit button, a reason under it). Only for a form rendered in the browser, under a
   * Suspense boundary: a server-rendered form hydrates without its rules.
   */
  waits?: boolean;
  /**
   * What isValid and areValid answer before the rules have loaded (false unless given): true for a
   * form whose starting values pass them, so its server HTML shows its button enabled. A press still
   * waits for the check (whenChecked).
   */
  validUntilChecked?: boolean;
}

export function useValidatedForm<V, R extends Rules = Rules>(
  rules: FormRules<R>,
  initialValues: V | (() => V),
  { waits = false, validUntilChecked = false }: ValidatedFormOptions = {},
): ValidatedForm<V> {
  // Rules already loaded need no wait: use() would suspend for a moment even on a settled promise.
  const waited = waits ? (rules.loaded ?? use(rules.load())) : null;
  const [state, dispatch] = useReducer(
    reduce<V>,
    undefined,
    (): FormState<V> => ({
      values: typeof initialValues === "function" ? (initialValues as () => V)() : initialValues,
      touched: {},
      errors: {},
      check: (waited ?? rules.loaded)?.check ?? null,
      unchecked: null,
      notLoaded: false,
    }),
  );
  const { check } = state;
  const liveErrors = useMemo(() => (check ? check(state.values) : null), [check, state.values]);

  // Each form asks for the loaded check itself, so every form on these rules re-renders with it.
  const prepare = useCallback(() => {
    rules.load().then(
      (loaded) => dispatch({ type: "loaded", check: loaded.check }),
      // Vite's loader has logged the failure (preload-error-recovery.ts); the form says so.
      () => dispatch({ type: "not-loaded" }),
    );
  }, [rules]);
  const input = useCallback((path: string, value: unknown) => dispatch({ type: "input", path, value }), []);
  const change = useCallback(
    (path: string, value: unknown) => {
      dispatch({ type: "change", path, value });
      prepare();
    },
    [prepare],
  );
  const touch = useCallback(
    (...paths: string[]) => {
      dispatch({ type: "blur", paths });
      prepare();
    },
    [prepare],
  );
  const reset = useCallback(
    (values: V, paths?: readonly string[]) => {
      dispatch({ type: "reset", values, paths });
      prepare();
    },
    [prepare],
  );
  const passes = (errors: FieldErrors, paths: readonly string[]) => paths.every((path) => !errors[path]);

  return {
    values: state.values,
    error: (path) => (state.touched[path] ? (state.errors[path] ?? null) : null),
    isValid: liveErrors ? Object.keys(liveErrors).length === 0 : validUntilChecked,
    areValid: (paths) => (liveErrors ? passes(liveErrors, paths) : validUntilChecked),
    rulesNotLoaded: state.notLoaded,
    whenChecked: (paths, then) => {
      if (liveErrors) return then(passes(liveErrors, paths));
      const values = state.values;
      rules.load().then(
        (loaded) => then(passes(loaded.check(values), paths)),
        () => {
          dispatch({ type: "not-loaded" });
          then(false);
        },
      );
    },
    prepare,
    input,
    change,
    touch,
    reset,
    textProps: (path, transform) => ({
      name: path,
      value: String(getIn(state.values, path) ?? ""),
      onChange: (event) => input(path, transform ? transform(event.target.value) : event.target.value),
      onFocus: prepare,
      onBlur: () => touch(path),
    }),
  };
}
