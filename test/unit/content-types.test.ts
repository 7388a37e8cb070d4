// Every registered block module has a schema and every schema a module: a block without a schema
// would not be validated or sanitised (the worker refuses to render one).
import { describe, expect, it } from "vitest";
import { blockRegistry } from "../../client/blocks/registry.ts";
import { BLOCK_SCHEMAS } from "../../shared/schemas/blocks.ts";

describe("block types", () => {
  it("are the same in the block registry and the block schemas", () => {
    expect(blockRegistry.names().sort()).toEqual(Object.keys(BLOCK_SCHEMAS).sort());
  });
});
