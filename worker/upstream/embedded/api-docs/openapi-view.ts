// The parts of the upstream contract (docs/upstream-openapi.json) its page shows, parsed from the
// document's text: each call's address, parameters, body and answers, and the named schemas.
import * as v from "valibot";

/** A JSON Schema, read as it is: the page walks it by its keywords. */
export type JsonSchema = { [keyword: string]: unknown };
const Schema = v.record(v.string(), v.unknown()) as v.GenericSchema<JsonSchema>;

const ContentSchema = v.optional(v.record(v.string(), v.object({ schema: v.optional(Schema) })));
/** An answer's or a body's schema by media type. */
export type Content = v.InferOutput<typeof ContentSchema>;

const OperationSchema = v.object({
  operationId: v.string(),
  tags: v.array(v.string()),
  summary: v.string(),
  description: v.optional(v.string()),
  parameters: v.optional(
    v.array(
      v.object({
        name: v.string(),
        in: v.string(),
        required: v.boolean(),
        description: v.optional(v.string()),
        schema: Schema,
      }),
    ),
    [],
  ),
  requestBody: v.optional(v.object({ content: ContentSchema })),
  responses: v.record(
    v.string(),
    v.object({
      description: v.string(),
      headers: v.optional(v.record(v.string(), v.object({ description: v.string() }))),
      content: ContentSchema,
    }),
  ),
  security: v.array(v.record(v.string(), v.array(v.string()))),
});
export type Operation = v.InferOutput<typeof OperationSchema>;

export const OpenApiSchema = v.object({
  info: v.object({ title: v.string(), description: v.string() }),
  tags: v.array(v.object({ name: v.string(), description: v.string() })),
  paths: v.record(v.string(), v.record(v.string(), OperationSchema)),
  components: v.object({
    schemas: v.record(v.string(), Schema),
    securitySchemes: v.record(v.string(), v.object({ description: v.string() })),
  }),
});
export type OpenApi = v.InferOutput<typeof OpenApiSchema>;
