// The upstream contract as plain pages: an index of its calls by area and of its named
// schemas, a page per call (parameters, body, answers) and a page per schema, drawn on the server from
// the document with hono/html (every value escaped). No script, nothing from another origin: the
// site's CSP holds as it is.
import { html } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import type { Content, JsonSchema, OpenApi, Operation } from "./openapi-view.ts";

type Markup = HtmlEscapedString | Promise<HtmlEscapedString> | string;

const REF = "#/components/schemas/";
/** How deep a schema is drawn inline; deeper ones say only their type. */
const MAX_DEPTH = 4;

const refName = (ref: string) => ref.slice(REF.length);
/** Where a page of the contract is: under the storefront's /api/docs, or the backend worker's own. */
const DOCS_PATH = "/api/docs";
const schemaHref = (name: string) => `${DOCS_PATH}/schemas/${encodeURIComponent(name)}`;
const callHref = (operationId: string) => `${DOCS_PATH}/calls/${encodeURIComponent(operationId)}`;
const asSchemas = (value: unknown) => (Array.isArray(value) ? (value as JsonSchema[]) : []);

/** A word or two for a schema's type, with its constraints. */
function typeWords(schema: JsonSchema): Markup {
  if (typeof schema.$ref === "string") {
    const name = refName(schema.$ref);
    return html`<a href="${schemaHref(name)}">${name}</a>`;
  }
  if ("const" in schema) return html`<code>${JSON.stringify(schema.const)}</code>`;
  if (Array.isArray(schema.enum))
    return html`one of ${schema.enum.map((value, i) => html`${i ? ", " : ""}<code>${JSON.stringify(value)}</code>`)}`;
  const alternatives = asSchemas(schema.anyOf ?? schema.oneOf);
  if (alternatives.length)
    return html`${alternatives.map((alternative, i) => html`${i ? " or " : ""}${typeWords(alternative)}`)}`;
  if (schema.type === "array" && schema.items) return html`array of ${typeWords(schema.items as JsonSchema)}`;
  const constraints = [
    typeof schema.pattern === "string" ? `matching ${schema.pattern}` : "",
    typeof schema.format === "string" ? schema.format : "",
    typeof schema.minLength === "number" ? `at least ${schema.minLength} characters` : "",
    typeof schema.maxLength === "number" ? `at most ${schema.maxLength} characters` : "",
    typeof schema.minimum === "number" ? `from ${schema.minimum}` : "",
    typeof schema.maximum === "number" ? `to ${schema.maximum}` : "",
  ].filter(Boolean);
  const type = typeof schema.type === "string" ? schema.type : schema.allOf ? "object" : "any";
  return constraints.length ? `${type}, ${constraints.join(", ")}` : type;
}

/** An object's fields as a list, each with its type and, for inline objects, their own fields. */
function fields(schema: JsonSchema, depth: number): Markup {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set(asSchemas(schema.required) as unknown as string[]);
  const entries = Object.entries(properties);
  if (!entries.length) return "";
  return html`<dl class="api-fields">
    ${entries.map(
      ([
        name,
        property,
      ]) => html`<dt><code>${name}</code>${required.has(name) ? html` <span class="api-required">required</span>` : ""}</dt>
        <dd>${typeWords(property)}${typeof property.description === "string" ? html` — ${property.description}` : ""}
          ${depth < MAX_DEPTH ? schemaBody(property, depth + 1) : ""}</dd>`,
    )}
  </dl>`;
}

/** What a schema holds beyond its type words: an object's fields, an array's items', the parts of an allOf. */
function schemaBody(schema: JsonSchema, depth: number): Markup {
  if (schema.type === "object") return fields(schema, depth);
  if (schema.type === "array" && schema.items && !(schema.items as JsonSchema).$ref)
    return schemaBody(schema.items as JsonSchema, depth);
  const parts = asSchemas(schema.allOf);
  if (parts.length) {
    const [base, ...byType] = parts;
    return html`${base ? fields(base, depth) : ""}
      ${
        byType.length
          ? html`<p>And the fields of its content type (the last entry of <code>contentType</code>):
        ${byType.map((part, i) => html`${i ? ", " : ""}${typeWords(((part as { then?: JsonSchema }).then ?? {}) as JsonSchema)}`)}.</p>`
          : ""
      }`;
  }
  return "";
}

function content(value: Content) {
  return Object.entries(value ?? {}).map(
    ([type, { schema }]) =>
      html`<p>As <code>${type}</code>${schema ? html`: ${typeWords(schema)}` : ""}</p>${schema ? schemaBody(schema, 1) : ""}`,
  );
}

function parametersTable(operation: Operation) {
  if (!operation.parameters.length) return "";
  return html`<table>
    <caption>Parameters</caption>
    <thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Required</th><th scope="col">Type</th></tr></thead>
    <tbody>
      ${operation.parameters.map(
        (parameter) => html`<tr>
          <th scope="row"><code>${parameter.name}</code></th><td>${parameter.in}</td><td>${parameter.required ? "yes" : "no"}</td>
          <td>${typeWords(parameter.schema)}${parameter.description ? html` — ${parameter.description}` : ""}${
            typeof parameter.schema.description === "string" ? html` — ${parameter.schema.description}` : ""
          }</td>
        </tr>`,
      )}
    </tbody>
  </table>`;
}

/** One call of the contract, found by its operationId. */
export interface Call {
  method: string;
  path: string;
  operation: Operation;
}

export const callsOf = (api: OpenApi): Call[] =>
  Object.entries(api.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method, path, operation })),
  );

const callName = ({ method, path }: Call) => `${method.toUpperCase()} ${path}`;

function layout(title: string, body: Markup) {
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${title} · Kaarna upstream contract</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="stylesheet" href="/cms/api-docs.css" />
  </head>
  <body>
    <main class="api-docs">${body}</main>
  </body>
</html>`;
}

const backToIndex = html`<p><a href="${DOCS_PATH}">All calls and schemas</a></p>`;

export function callPage(call: Call, api: OpenApi) {
  const { operation } = call;
  const callers = operation.security.flatMap((requirement) => Object.keys(requirement));
  return layout(
    callName(call),
    html`${backToIndex}
      <h1><code>${callName(call)}</code></h1>
      <p>${operation.summary}</p>
      ${operation.description ? html`<p>${operation.description}</p>` : ""}
      ${callers.map((name) => html`<p>Sent with: ${api.components.securitySchemes[name]?.description ?? name}</p>`)}
      ${parametersTable(operation)}
      ${operation.requestBody ? html`<h2>Body</h2>${content(operation.requestBody.content)}` : ""}
      <h2>Answers</h2>
      <dl class="api-answers">
        ${Object.entries(operation.responses).map(
          ([status, answer]) => html`<dt>${status}</dt><dd><p>${answer.description}</p>${content(answer.content)}</dd>`,
        )}
      </dl>`,
  );
}

export function schemaPage(name: string, schema: JsonSchema) {
  return layout(
    name,
    html`${backToIndex}
      <h1><code>${name}</code></h1>
      <p>${typeWords(schema)}</p>
      ${schemaBody(schema, 1)}`,
  );
}

export function indexPage(api: OpenApi) {
  const calls = callsOf(api);
  return layout(
    "Calls and schemas",
    html`<h1>${api.info.title}</h1>
      <p>${api.info.description}</p>
      <p><a href="${DOCS_PATH}/openapi.json">The OpenAPI 3.1 document</a> (docs/upstream-openapi.json in the repository).</p>
      <nav aria-labelledby="calls-title">
        <h2 id="calls-title">Calls</h2>
        ${api.tags.map(
          (tag) => html`<h3>${tag.description}</h3>
            <ul>
              ${calls
                .filter((call) => call.operation.tags.includes(tag.name))
                .map(
                  (call) =>
                    html`<li><a href="${callHref(call.operation.operationId)}"><code>${callName(call)}</code></a> ${call.operation.summary}</li>`,
                )}
            </ul>`,
        )}
      </nav>
      <nav aria-labelledby="schemas-title">
        <h2 id="schemas-title">Schemas</h2>
        <ul>
          ${Object.keys(api.components.schemas).map((name) => html`<li><a href="${schemaHref(name)}"><code>${name}</code></a></li>`)}
        </ul>
      </nav>`,
  );
}
