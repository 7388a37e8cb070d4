// The props every block module takes, in a leaf file: block modules import this type, not the
// content area that renders them (which would tie every block to the block registry).
import type { Block } from "../../shared/schemas/page-model.ts";

/**
 * A block module's props: the block with its fields, already parsed (defaults applied) by the
 * worker's validation at the upstream boundary (worker/upstream/validate-content.ts).
 */
export interface BlockProps<Fields = unknown> {
  block: Block & Fields;
}
