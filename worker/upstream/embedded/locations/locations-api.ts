// The embedded CMS's location calls (spec 001 §7): GET /api/cda/locations (q, page,
// pageSize, city, language, categoryIds → hits, facetCategories, hasMore, totalCount) and
// GET /api/cda/locations/cities (language, categoryIds → city names). A malformed query is a 400
// that says which parameter and why, as the worker's own check says it.
import { Hono } from "hono";
import * as v from "valibot";
import { CityOptionsQuerySchema, LocationQuerySchema } from "../../../../shared/schemas/locations.ts";
import type { Env } from "../../../env.ts";
import { locationRecords } from "./location-store.ts";
import { cityOptions, searchLocations } from "./location-search.ts";

/** The query's parameters, a repeated categoryIds joined into one comma list. */
function queryOf(url: URL): Record<string, string> {
  const query = Object.fromEntries(url.searchParams);
  const categoryIds = url.searchParams.getAll("categoryIds");
  if (categoryIds.length) query.categoryIds = categoryIds.join(",");
  return query;
}

function problem(issues: v.BaseIssue<unknown>[]): string {
  const issue = issues[0];
  return `${v.getDotPath(issue!) ?? "query"} ${issue?.message ?? "is not valid"}`;
}

export const locationsApi = new Hono<{ Bindings: Env }>();

locationsApi.get("/", async (c) => {
  const parsed = v.safeParse(LocationQuerySchema, queryOf(new URL(c.req.url)));
  if (!parsed.success) return c.json({ status: 400, message: problem(parsed.issues) }, 400);
  return c.json(searchLocations(await locationRecords(c.env.DB, parsed.output.language), parsed.output));
});

locationsApi.get("/cities", async (c) => {
  const parsed = v.safeParse(CityOptionsQuerySchema, queryOf(new URL(c.req.url)));
  if (!parsed.success) return c.json({ status: 400, message: problem(parsed.issues) }, 400);
  return c.json(cityOptions(await locationRecords(c.env.DB, parsed.output.language), parsed.output));
});
