// Query strings checked before a handler runs (Hono's standard validator with a valibot schema): the
// handler reads `c.req.valid("query")`; a bad query is a 400 that names each field, in the route's
// message, answered by the app's onError. Unknown parameters are dropped by the schema.
import { sValidator } from "@hono/standard-validator";
import * as v from "valibot";
import { ApiError } from "../api-error.ts";

/**
 * A parameter given more than once is read as its values in a comma list, the shape of the shop's
 * lists (categoryIds, categories): a form's ticked boxes and a link's list read the same, and a
 * single value given twice fails its own rule instead of one copy winning unseen.
 */
const QueryInput = v.pipe(
  v.record(v.string(), v.union([v.string(), v.array(v.string())])),
  v.transform((params) =>
    Object.fromEntries(Object.entries(params).map(([name, value]) => [name, Array.isArray(value) ? value.join(",") : value])),
  ),
);

/** A field's problem in the schema's words, keyed by its name. */
interface QueryIssue {
  message: string;
  path?: ReadonlyArray<PropertyKey | { key: PropertyKey }>;
}

function fieldError(issue: QueryIssue) {
  const path = issue.path?.map((item) => String(typeof item === "object" ? item.key : item)).join(".");
  return { key: path || "query", value: issue.message };
}

export function query<S extends v.GenericSchema<Record<string, string>, object>>(schema: S, messageId: string) {
  return sValidator("query", v.pipe(QueryInput, schema), (result) => {
    if (!result.success) throw new ApiError(400, messageId, { errors: result.error.map(fieldError) });
  });
}
