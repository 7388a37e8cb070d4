// The upstream contract as an OpenAPI 3.1 document, made from the operations' valibot schemas with
// @valibot/to-json-schema: docs/upstream-openapi.json is its output (npm run contract), and npm test
// fails while that file is stale. Schemas are converted as the worker reads them (their input), named
// ones once under components.schemas; a page model's and a block's own fields are chosen by the last
// entry of their contentType, as the worker chooses them (worker/upstream/validate-content.ts).
import { type ConversionConfig, type JsonSchema, toJsonSchema, toJsonSchemaDefs } from "@valibot/to-json-schema";
import type * as v from "valibot";
import { BLOCK_TYPES, PAGE_TYPES } from "../../../shared/content-types.ts";
import { BLOCK_SCHEMAS } from "../../../shared/schemas/blocks.ts";
import { CartSchema, LineItemSchema } from "../../../shared/schemas/cart.ts";
import { ListingResponseSchema, ProductCardSchema, ProductSchema } from "../../../shared/schemas/catalogue.ts";
import { CheckoutStateSchema, OrderSchema, PaymentDetailsSchema, PaymentResultSchema } from "../../../shared/schemas/checkout.ts";
import { FacetCategorySchema } from "../../../shared/schemas/facets.ts";
import { PAGE_FIELD_SCHEMAS } from "../../../shared/schemas/page-fields.ts";
import {
  BlockSchema,
  ImageSchema,
  NavigationItemSchema,
  NavigationSchema,
  PageModelSchema,
} from "../../../shared/schemas/page-model.ts";
import { CATALOGUE_AND_NEWS_OPERATIONS } from "./catalogue-and-news-operations.ts";
import { CONTENT_OPERATIONS } from "./content-operations.ts";
import { PAGE_OPERATIONS } from "./page-operations.ts";
import { SHOPPER_OPERATIONS } from "./shopper-operations.ts";
import { type Answer, ProblemSchema, TAGS, type UpstreamOperation } from "./upstream-operation.ts";

export const UPSTREAM_OPERATIONS: UpstreamOperation[] = [
  ...CONTENT_OPERATIONS,
  ...CATALOGUE_AND_NEWS_OPERATIONS,
  ...SHOPPER_OPERATIONS,
  ...PAGE_OPERATIONS,
];

type Schema = v.GenericSchema;

/** Schemas named once and referred to wherever they appear; a block's and a page type's own fields by module name. */
function namedSchemas(): Record<string, Schema> {
  const named = new Map<Schema, string>();
  const name = (key: string, schema: Schema | null) => {
    if (schema && !named.has(schema)) named.set(schema, key);
  };
  for (const [key, schema] of Object.entries({
    Problem: ProblemSchema,
    PageModel: PageModelSchema,
    Navigation: NavigationSchema,
    NavigationItem: NavigationItemSchema,
    Block: BlockSchema,
    Image: ImageSchema,
    Cart: CartSchema,
    LineItem: LineItemSchema,
    CheckoutState: CheckoutStateSchema,
    PaymentDetails: PaymentDetailsSchema,
    PaymentResult: PaymentResultSchema,
    Order: OrderSchema,
    Product: ProductSchema,
    ProductCard: ProductCardSchema,
    ListingResponse: ListingResponseSchema,
    FacetCategory: FacetCategorySchema,
  }))
    name(key, schema);
  for (const type of BLOCK_TYPES) name(`Block.${type}`, BLOCK_SCHEMAS[type]);
  for (const type of PAGE_TYPES) name(`PageFields.${type}`, PAGE_FIELD_SCHEMAS[type]);
  return Object.fromEntries([...named].map(([schema, key]) => [key, schema]));
}

/**
 * How the worker's checks become JSON Schema: trimming and lower-casing (the worker's own tidying),
 * custom checks, and a case-insensitive pattern's flag are left out, so the contract is a little
 * looser there than the worker; everything else converts or the generation fails.
 */
const CONVERSION: ConversionConfig = {
  target: "draft-2020-12",
  typeMode: "input",
  errorMode: "throw",
  ignoreActions: [
    "trim",
    "to_lower_case",
    "to_upper_case",
    "check",
    "partial_check",
    "raw_check",
    "check_items",
    "brand",
    "transform",
    "raw_transform",
  ],
  overrideAction: ({ valibotAction, jsonSchema }) =>
    valibotAction.type === "regex" && (valibotAction as unknown as { requirement: RegExp }).requirement.flags
      ? { ...jsonSchema, pattern: undefined }
      : undefined,
};

const REF = "#/components/schemas/";

/** The converted schema as OpenAPI holds it: references to components, no dialect of its own. */
function asComponentRefs(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(asComponentRefs);
  if (!schema || typeof schema !== "object") return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === "$schema" || key === "$defs" || value === undefined) continue;
    out[key] = key === "$ref" && typeof value === "string" ? value.replace("#/$defs/", REF) : asComponentRefs(value);
  }
  return out;
}

function convert(schema: Schema, definitions: Record<string, Schema>): JsonSchema {
  return asComponentRefs(toJsonSchema(schema, { ...CONVERSION, definitions })) as JsonSchema;
}

/** A module name's content type in any case, as the worker's kebab-casing reads it ("hero-block": HeroBlock). */
const contentTypePattern = (module: string) =>
  `^${[...module.replaceAll("-", "")].map((c) => (/[a-z]/.test(c) ? `[${c.toUpperCase()}${c}]` : c)).join("")}$`;

/** A schema that also checks the fields of the content type it names, by its last contentType entry. */
function byContentType(base: JsonSchema, prefix: "Block" | "PageFields", components: Record<string, unknown>): JsonSchema {
  const typed = Object.keys(components)
    .filter((key) => key.startsWith(`${prefix}.`))
    .map((key) => ({
      if: {
        required: ["contentType"],
        properties: { contentType: { contains: { type: "string", pattern: contentTypePattern(key.slice(prefix.length + 1)) } } },
      },
      // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then, never awaited.
      then: { $ref: `${REF}${key}` },
    }));
  return { allOf: [base, ...typed] } as JsonSchema;
}

function componentSchemas(definitions: Record<string, Schema>) {
  const converted = asComponentRefs(toJsonSchemaDefs(definitions, CONVERSION)) as Record<string, JsonSchema>;
  converted.Block = byContentType(converted.Block!, "Block", converted);
  converted.PageModel = byContentType(converted.PageModel!, "PageFields", converted);
  return converted;
}

function parameters(operation: UpstreamOperation, definitions: Record<string, Schema>) {
  const inPlace = (where: "path" | "query", schema: v.ObjectSchema<v.ObjectEntries, undefined> | undefined) => {
    if (!schema) return [];
    const object = convert(schema, definitions);
    return Object.entries(object.properties ?? {}).map(([name, property]) => ({
      name,
      in: where,
      required: where === "path" || (object.required ?? []).includes(name),
      schema: property,
    }));
  };
  const headers = Object.entries(operation.headers ?? {}).map(([name, header]) => ({
    name,
    in: "header",
    required: header.required ?? false,
    description: header.description,
    schema: { type: "string" },
  }));
  return [...inPlace("path", operation.pathParameters), ...inPlace("query", operation.query), ...headers];
}

function response(answer: Answer, definitions: Record<string, Schema>) {
  return {
    description: answer.description,
    ...(answer.headers
      ? {
          headers: Object.fromEntries(
            Object.entries(answer.headers).map(([name, description]) => [name, { description, schema: { type: "string" } }]),
          ),
        }
      : {}),
    ...(answer.type
      ? { content: { [answer.type]: { schema: answer.schema ? convert(answer.schema, definitions) : { type: "string" } } } }
      : {}),
  };
}

const SECURITY = { shopper: "shopperToken", member: "memberToken", client: "storefrontClient" } as const;

function operationObject(operation: UpstreamOperation, definitions: Record<string, Schema>) {
  const parameterList = parameters(operation, definitions);
  return {
    operationId: operation.id,
    tags: [operation.tag],
    summary: operation.summary,
    ...(operation.description ? { description: operation.description } : {}),
    ...(parameterList.length ? { parameters: parameterList } : {}),
    ...(operation.body
      ? {
          requestBody: {
            required: true,
            content: { [operation.body.type]: { schema: convert(operation.body.schema, definitions) } },
          },
        }
      : {}),
    responses: Object.fromEntries(
      Object.entries(operation.answers).map(([status, answer]) => [status, response(answer, definitions)]),
    ),
    security: operation.caller ? [{ [SECURITY[operation.caller]]: [] }] : [],
  };
}

/** The whole document, in the operations' order: the same input always gives the same text. */
export function upstreamOpenApiDocument() {
  const definitions = namedSchemas();
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of UPSTREAM_OPERATIONS) {
    paths[operation.path] ??= {};
    paths[operation.path]![operation.method] = operationObject(operation, definitions);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Kaarna upstream: the CMS, commerce API and identity provider the storefront calls",
      version: "1",
      description:
        "Every call the storefront's worker makes to UPSTREAM_ORIGIN (and, in embedded mode, to its embedded backend, which answers the same), with the answers it tells apart. Made from the valibot schemas the worker validates answers with (npm run contract); the end-to-end tests check every answer they meet against it.",
    },
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    servers: [
      {
        url: "{upstream}",
        variables: { upstream: { default: "https://api.kaarna.example", description: "The worker's UPSTREAM_ORIGIN." } },
      },
    ],
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      schemas: componentSchemas(definitions),
      securitySchemes: {
        shopperToken: { type: "http", scheme: "bearer", description: "The anonymous shopper's token from /connect/token." },
        memberToken: { type: "http", scheme: "bearer", description: "A signed-in member's token from /connect/token." },
        storefrontClient: { type: "http", scheme: "basic", description: "The storefront's client id and OIDC_CLIENT_SECRET." },
      },
    },
  };
}

/** The document as docs/upstream-openapi.json holds it. */
export const upstreamOpenApiText = () => `${JSON.stringify(upstreamOpenApiDocument(), null, 2)}\n`;
