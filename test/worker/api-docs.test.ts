// The upstream contract's pages and document at /api/docs (embedded mode only): an index linking a
// page for every call and every named schema of the committed contract, plain pages under the site's
// CSP, the document as committed, and nothing in remote mode.
import { describe, expect, it } from "vitest";
import contract from "../../docs/upstream-openapi.json?raw";
import { html, request } from "./helpers.ts";

const REMOTE = { UPSTREAM_ORIGIN: "https://cms.invalid" };

const document = JSON.parse(contract) as {
  paths: Record<string, Record<string, { operationId: string; responses: Record<string, unknown> }>>;
  components: { schemas: Record<string, unknown> };
};
const calls = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation })),
);

describe("/api/docs", () => {
  it("is an index linking a page for every call and every schema of the contract, without script", async () => {
    const { response, text } = await html("/api/docs");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("content-security-policy")).toContain("script-src 'self' 'nonce-");
    expect(text).not.toContain("<script");
    expect(calls.length).toBeGreaterThan(50);
    for (const { operation } of calls) expect(text).toContain(`href="/api/docs/calls/${operation.operationId}"`);
    for (const name of Object.keys(document.components.schemas))
      expect(text).toContain(`href="/api/docs/schemas/${encodeURIComponent(name)}"`);
  });

  it("gives every call a page naming it, with each of its answers", async () => {
    for (const { name, operation } of calls) {
      const { response, text } = await html(`/api/docs/calls/${operation.operationId}`);
      expect(response.status, name).toBe(200);
      expect(text).toContain(`<h1><code>${name}</code></h1>`);
      for (const status of Object.keys(operation.responses)) expect(text, `${name} ${status}`).toContain(`<dt>${status}</dt>`);
    }
  });

  it("shows a schema's fields and links the schemas it names", async () => {
    const { response, text } = await html("/api/docs/schemas/Cart");
    expect(response.status).toBe(200);
    expect(text).toContain("<h1><code>Cart</code></h1>");
    expect(text).toContain("<dt><code>allLineItems</code>");
    const cart = await html("/api/docs/calls/cart");
    expect(cart.text).toContain('href="/api/docs/schemas/Cart"');
  });

  it("answers 404 for a call or schema the contract does not have", async () => {
    expect((await request("/api/docs/calls/noSuchCall")).status).toBe(404);
    expect((await request("/api/docs/schemas/NoSuchSchema")).status).toBe(404);
    expect((await request("/api/docs/schemas/constructor")).status).toBe(404);
  });

  it("answers the OpenAPI document as committed", async () => {
    const response = await request("/api/docs/openapi.json");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.text()).toBe(contract);
  });

  it("is not there in remote mode", async () => {
    expect((await request("/api/docs", {}, REMOTE)).status).toBe(404);
    expect((await request("/api/docs/calls/cart", {}, REMOTE)).status).toBe(404);
    expect((await request("/api/docs/openapi.json", {}, REMOTE)).status).toBe(404);
  });
});
