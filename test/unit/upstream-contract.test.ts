// The upstream contract (docs/upstream-openapi.json): what npm run contract writes from the worker's
// schemas, committed as it is, and a valid OpenAPI 3.1 document. That every answer of the end-to-end
// run fits it is checked after that run (scripts/check-upstream-exchanges.mjs).
import { readFileSync } from "node:fs";
import { compileErrors, validate } from "@readme/openapi-parser";
import { describe, expect, it } from "vitest";
import { UPSTREAM_OPERATIONS, upstreamOpenApiText } from "../../worker/upstream/contract/openapi-document.ts";

const committed = readFileSync(new URL("../../docs/upstream-openapi.json", import.meta.url), "utf8");

describe("the upstream contract", () => {
  it("is committed as npm run contract writes it from the worker's schemas", () => {
    expect(committed === upstreamOpenApiText(), "docs/upstream-openapi.json is stale: run npm run contract").toBe(true);
  });

  it("is a valid OpenAPI 3.1 document", async () => {
    const result = await validate(JSON.parse(committed));
    expect(result.valid ? "" : compileErrors(result)).toBe("");
    expect(JSON.parse(committed).openapi).toBe("3.1.0");
  });

  it("names each call once, with an answer for success and for the upstream failing", () => {
    const ids = UPSTREAM_OPERATIONS.map((operation) => operation.id);
    expect(new Set(ids).size).toBe(ids.length);
    const calls = UPSTREAM_OPERATIONS.map((operation) => `${operation.method} ${operation.path}`);
    expect(new Set(calls).size).toBe(calls.length);
    for (const operation of UPSTREAM_OPERATIONS) {
      expect(
        Object.keys(operation.answers).some((status) => status.startsWith("2") || status.startsWith("3")),
        operation.id,
      ).toBe(true);
      expect(operation.answers["5XX"], operation.id).toBeDefined();
    }
  });
});
