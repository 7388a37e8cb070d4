// The props every page-type module takes, in a leaf file: page modules import this type, not the
// renderer that picks them (which would tie every page to the page registry).
import type { PageQuery } from "../../shared/rules/page-query.ts";
import type { PageModel } from "../../shared/schemas/page-model.ts";

/**
 * A page module's props: the page model with its type's own fields, already parsed (defaults applied)
 * by the worker's validation at the upstream boundary (shared/schemas/page-fields.ts).
 */
export interface PageProps<Fields = unknown> {
  model: PageModel & Fields;
  /** q and categoryIds of the address (spec 000 §2 Routing). */
  query: PageQuery;
}
