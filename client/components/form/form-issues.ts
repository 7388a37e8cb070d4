// Turns valibot issues into one message per field: a translation key plus the values it needs
// ({ min }, { max }), keyed by the field's dot path ("phone.localNumber").
import * as v from "valibot";

export interface FieldError {
  /** A catalog id, e.g. "form.min-length". */
  message: string;
  values: Record<string, unknown>;
}

export type FieldErrors = Partial<Record<string, FieldError>>;

/** The form library's generic message, '{field} is not valid.', for issues without a key of their own. */
export const DEFAULT_FIELD_MESSAGE = /*i18n*/ "form.invalid";

// Schema messages are translation keys ("form.required"); valibot's own English defaults are not.
const TRANSLATION_KEY = /^[a-z][\w-]*(\.[\w-]+)+$/;

function issueValues(issue: v.BaseIssue<unknown>): Record<string, unknown> {
  const requirement = typeof issue.requirement === "number" ? issue.requirement : undefined;
  if (requirement === undefined) return {};
  if (issue.type === "min_length" || issue.type === "min_value") return { min: requirement };
  if (issue.type === "max_length" || issue.type === "max_value") return { max: requirement };
  return {};
}

/** The first issue of each field wins: it is the first rule the value broke. */
export function fieldErrorsFromIssues(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = v.getDotPath(issue) ?? "";
    if (errors[path]) continue;
    const message = TRANSLATION_KEY.test(issue.message) ? issue.message : DEFAULT_FIELD_MESSAGE;
    errors[path] = { message, values: issueValues(issue) };
  }
  return errors;
}

export function validateValues(schema: v.GenericSchema, values: unknown): FieldErrors {
  const result = v.safeParse(schema, values, { abortPipeEarly: true });
  return result.success ? {} : fieldErrorsFromIssues(result.issues);
}

/** A form's check (form-rules.ts) from its schema. */
export function schemaCheck(schema: v.GenericSchema): (values: unknown) => FieldErrors {
  return (values) => validateValues(schema, values);
}
