// The props every page-type module takes, in a leaf file: page modules import this type, not the
// renderer that picks them (which would tie every page to the page registry).
import type { PageModel } from "../../shared/schemas/page-model.ts";

export interface PageProps {
  model: PageModel;
}
