// Validates what a page model carries beyond its shell: the page type's own fields and every content
// block (by its module's schema), with defaults applied. A block that fails keeps only its id and type
// so the page still renders and shows a visible notice in its place; a page whose own fields fail
// cannot render and is an upstream error.
import * as v from "valibot";
import { moduleNameOf } from "../../shared/rules/content-type.ts";
import { blockSchemaOf } from "../../shared/schemas/blocks.ts";
import { UnsanitisedHtml } from "../../shared/schemas/html.ts";
import { pageFieldsSchemaOf } from "../../shared/schemas/page-fields.ts";
import type { PageModel } from "../../shared/schemas/page-model.ts";
import { UpstreamError } from "./upstream-error.ts";
import { log } from "../observability/log.ts";

type Node = Record<string, unknown>;
const isBlock = (node: unknown): node is Node & { contentType: string[]; contentLink: unknown } =>
  Boolean(node && typeof node === "object" && Array.isArray((node as Node).contentType) && (node as Node).contentLink);

function validateBlock(block: Node & { contentType: string[]; contentLink: unknown }): Node {
  const name = moduleNameOf(block.contentType);
  const schema = blockSchemaOf(name);
  // A block without a schema is never rendered as it came: its HTML would not be sanitised.
  if (!schema) return { contentLink: block.contentLink, contentType: block.contentType, invalidBlock: "no schema" };
  const parsed = v.safeParse(schema, block);
  if (parsed.success) return { ...block, ...(parsed.output as Node) };
  const problem = v.summarize(parsed.issues);
  log.error(`Block ${name} is invalid`, { contentLink: block.contentLink, problem });
  return { contentLink: block.contentLink, contentType: block.contentType, invalidBlock: problem };
}

/** Walks any value, validating blocks wherever they sit (content areas, containers, product areas). */
function walk(value: unknown, depth: number): unknown {
  // HTML marked by its schema stays as it is for the sanitiser (content/sanitise-html.ts) to find.
  if (depth > 12 || !value || typeof value !== "object" || value instanceof UnsanitisedHtml) return value;
  if (Array.isArray(value)) return value.map((item) => walk(item, depth + 1));
  const node = isBlock(value) && depth > 0 ? validateBlock(value) : (value as Node);
  const out: Node = {};
  for (const [key, child] of Object.entries(node)) {
    out[key] = key === "navigation" || key === "footer" ? child : walk(child, depth + 1);
  }
  return out;
}

export function validateContent(model: PageModel): PageModel {
  const pageType = moduleNameOf(model.contentType);
  const fieldsSchema = pageFieldsSchemaOf(pageType);
  let validated: Node = model;
  if (fieldsSchema) {
    const parsed = v.safeParse(fieldsSchema, model);
    if (!parsed.success) {
      throw new UpstreamError(`The ${pageType} page ${model.url} has invalid fields: ${v.summarize(parsed.issues)}`, 502);
    }
    validated = { ...model, ...parsed.output };
  }
  return walk(validated, 0) as PageModel;
}
