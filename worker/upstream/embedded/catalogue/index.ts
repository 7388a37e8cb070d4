// The embedded catalogue: product listing, search and the product and category page models.
import { Hono } from "hono";
import type { Env } from "../../../env.ts";
import type { BuildOptions } from "../content/page-model-builder.ts";
import type { ContentRepository } from "../content/repository.ts";

export const catalogueApp = new Hono<{ Bindings: Env }>();

/** The page model of a product or category address, or null when the address is not in the catalogue. */
export async function cataloguePageModel(
  _db: D1Database,
  _repository: ContentRepository,
  _path: string,
  _options: Pick<BuildOptions, "editMode">,
): Promise<Record<string, unknown> | null> {
  return null;
}
