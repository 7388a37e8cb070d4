// The content-type catalogue (shared/content-types.ts) and the tables keyed by it name the same
// types at run time too: every registered block module has a schema and every schema a module (a
// block without a schema would not be validated or sanitised), every page type a module.
import { describe, expect, it } from "vitest";
import { blockModules } from "../../client/blocks/registry.ts";
import { pageModules } from "../../client/pages/registry.ts";
import { BLOCK_TYPES, PAGE_TYPES } from "../../shared/content-types.ts";
import { BLOCK_SCHEMAS } from "../../shared/schemas/blocks.ts";
import { PAGE_FIELD_SCHEMAS } from "../../shared/schemas/page-fields.ts";

const sorted = (names: readonly string[]) => [...names].sort();

describe("the content-type catalogue", () => {
  it("names exactly the block types that have a module and a schema", () => {
    expect(sorted(Object.keys(blockModules))).toEqual(sorted(BLOCK_TYPES));
    expect(sorted(Object.keys(BLOCK_SCHEMAS))).toEqual(sorted(BLOCK_TYPES));
  });

  it("names exactly the page types that have a module and a page-fields entry", () => {
    expect(sorted(Object.keys(pageModules))).toEqual(sorted(PAGE_TYPES));
    expect(sorted(Object.keys(PAGE_FIELD_SCHEMAS))).toEqual(sorted(PAGE_TYPES));
  });
});
