// Valibot schemas of the catalogue endpoints' query parameters; filter.<group> parameters are parsed apart.
import * as v from "valibot";
import { LANGUAGES } from "../../../../shared/languages.ts";
import { DEFAULT_MARKET, MARKET_CODES } from "../../../../shared/markets.ts";
import { LISTING_PAGE_SIZE, SORT_OPTIONS } from "../../../../shared/schemas/catalogue.ts";
import { FILTER_GROUPS, type Filters } from "./listing.ts";

const MAX_PAGE_SIZE = 48;

const Code = v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,64}$/i, "must be a code of letters, digits and hyphens"));
const integer = (min: number, max: number, fallback: number) =>
  v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,6}$/, "must be a whole number"), v.transform(Number), v.minValue(min), v.maxValue(max)),
    String(fallback),
  );
const Language = v.optional(v.picklist(LANGUAGES, "must be fi, en or sv"), "fi");
const Market = v.optional(v.picklist(MARKET_CODES, `must be one of ${MARKET_CODES.join(", ")}`), DEFAULT_MARKET);
const Query = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, "must be at most 100 characters")), "");

export const ListingQuerySchema = v.object({
  category: v.optional(Code),
  brand: v.optional(Code),
  q: Query,
  page: integer(1, 10_000, 1),
  pageSize: integer(1, MAX_PAGE_SIZE, LISTING_PAGE_SIZE),
  sortBy: v.optional(v.picklist(["standard", "name", "price", "news"], "must be standard, name, price or news"), "standard"),
  sortDirection: v.optional(v.picklist(["asc", "desc"], "must be asc or desc")),
  language: Language,
  market: Market,
});

export const SuggestQuerySchema = v.object({
  q: v.pipe(v.string("is required"), v.trim(), v.minLength(1, "is required"), v.maxLength(100, "must be at most 100 characters")),
  limit: integer(1, 20, 5),
  language: Language,
});

/** The direction a sort uses when none is given: news is newest first, the rest ascending. */
export function defaultDirection(sortBy: string): "asc" | "desc" {
  return SORT_OPTIONS.find((option) => option.sortBy === sortBy)?.sortDirection ?? "asc";
}

export class QueryError extends Error {}

/** filter.<group>=a,b parameters; an unknown group or a malformed value is a QueryError. */
export function parseFilters(query: Record<string, string>): Filters {
  const filters: Filters = {};
  for (const [key, value] of Object.entries(query)) {
    if (!key.startsWith("filter.")) continue;
    const group = key.slice("filter.".length);
    if (!(FILTER_GROUPS as readonly string[]).includes(group)) {
      throw new QueryError(`${key} is not a filter; use ${FILTER_GROUPS.map((name) => `filter.${name}`).join(", ")}`);
    }
    const values = value
      .split(",")
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean);
    if (values.some((entry) => !/^[a-z0-9-]{1,64}$/.test(entry)))
      throw new QueryError(`${key} must list codes separated by commas`);
    filters[group as keyof Filters] = values;
  }
  return filters;
}

/** Parses a query with a schema, turning valibot issues into one readable QueryError. */
export function parseQuery<S extends v.GenericSchema>(schema: S, query: Record<string, string>): v.InferOutput<S> {
  const result = v.safeParse(schema, query);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const key = issue?.path?.map((item) => String(item.key)).join(".") ?? "query";
  throw new QueryError(`${key} ${issue?.message ?? "is not valid"}`);
}
