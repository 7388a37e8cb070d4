// A form's rules (its schema and valibot, about 4 KB gzip) as a module loaded on first use: a page
// with a form hydrates without them, and they load when the shopper first focuses a field, commits
// a choice or submits. A form that must know at once whether its values pass (a
// submit button disabled while they do not) waits for them instead (useValidatedForm's `waits`).
import type { FieldErrors } from "./form-issues.ts";

/** A form's errors for its values, keyed by the field's dot path; empty when they pass. */
export type CheckValues = (values: unknown) => FieldErrors;

/** What a rules module exports: at least its check. */
export interface Rules {
  check: CheckValues;
}

export interface FormRules<R extends Rules = Rules> {
  /** The rules once they have loaded, else null. */
  readonly loaded: R | null;
  /** Loads the rules (once; a failed load is tried again on the next call). */
  load(): Promise<R>;
}

/** Rules from a module loaded on first use, e.g. `lazyRules(() => import("./card-rules.ts"))`. */
export function lazyRules<R extends Rules>(load: () => Promise<R>): FormRules<R> {
  let loaded: R | null = null;
  // app/load-once.ts's rule, kept here: a third importer would make that module a chunk of its own
  // (one more request on every page of product cards).
  let loading: Promise<R> | null = null;
  return {
    get loaded() {
      return loaded;
    },
    load: () =>
      (loading ??= load().then(
        (rules) => (loaded = rules),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      )),
  };
}

/** Rules the module already holds (a form whose chunk loads only when it is opened). */
export function readyRules<R extends Rules>(rules: R): FormRules<R> {
  return { loaded: rules, load: () => Promise.resolve(rules) };
}
