// The upstream contract, served by the embedded backend: as pages for people under
// /api/docs (an index, a page per call and per schema) and as the OpenAPI document at
// /api/docs/openapi.json. The storefront forwards them in embedded mode only; the backend worker of
// the remote-mode tests serves them on its own origin.
import { type Context, Hono } from "hono";
import * as v from "valibot";
import contract from "../../../../docs/upstream-openapi.json?raw";
import { callPage, callsOf, indexPage, schemaPage } from "./api-docs-page.ts";
import { type OpenApi, OpenApiSchema } from "./openapi-view.ts";

/** Parsed once per isolate, on the first request that needs it. */
let parsed: OpenApi | undefined;
const api = () => (parsed ??= v.parse(OpenApiSchema, JSON.parse(contract)));

/** The contract changes only with a deploy: browsers may keep a page a few minutes. */
const kept = (c: Context) => c.header("Cache-Control", "public, max-age=300");

export const apiDocsApp = new Hono()
  .get("/", (c) => {
    kept(c);
    return c.html(indexPage(api()));
  })
  .get("/openapi.json", (c) => {
    kept(c);
    return c.body(contract, 200, { "Content-Type": "application/json; charset=utf-8" });
  })
  .get("/calls/:id", (c) => {
    const call = callsOf(api()).find(({ operation }) => operation.operationId === c.req.param("id"));
    if (!call) return c.text("The contract has no such call.", 404);
    kept(c);
    return c.html(callPage(call, api()));
  })
  .get("/schemas/:name", (c) => {
    const { schemas } = api().components;
    const schema = Object.hasOwn(schemas, c.req.param("name")) ? schemas[c.req.param("name")] : undefined;
    if (!schema) return c.text("The contract has no such schema.", 404);
    kept(c);
    return c.html(schemaPage(c.req.param("name"), schema));
  });
