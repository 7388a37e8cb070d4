// Locations (spec 001 §3 "Location page", "Location result"; §7 "Locations list", "Location city
// options"): the location page's fields, the finder block's, the list and city calls' queries and
// answers. Parsed by the worker only (the browser imports the types).
import * as v from "valibot";
import { LANGUAGES } from "../languages.ts";
import { LOCATION_MAX_PAGE_SIZE, LOCATION_PAGE_SIZE, LOCATION_QUERY_MAX_CHARS } from "../location-options.ts";
import { FacetCategorySchema } from "./facets.ts";
import { nullableHtml } from "./html.ts";
import { BlockSchema, ImageSchema } from "./page-model.ts";

const Text = v.nullish(v.string(), null);

/**
 * A clock time as HH:MM ("24:00" closes at midnight); the CMS's "9:00" and "9.00" read the same. A
 * time that is none of these is no time (the day shows as closed) rather than a page that fails.
 */
const ClockTime = v.fallback(
  v.nullish(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^(?:(?:[01]?\d|2[0-3])[:.][0-5]\d|24[:.]00)$/),
      v.transform((time) => {
        const [hours = "", minutes = ""] = time.split(/[:.]/);
        return `${hours.padStart(2, "0")}:${minutes}`;
      }),
    ),
    null,
  ),
  null,
);

/** A latitude or longitude, as a number or numeric text; out of range or junk is none (the map goes by address). */
const Coordinate = (limit: number) =>
  v.fallback(
    v.nullish(
      v.pipe(
        v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^-?\d{1,3}(?:\.\d{1,12})?$/), v.transform(Number))]),
        v.number(),
        v.minValue(-limit),
        v.maxValue(limit),
      ),
      null,
    ),
    null,
  );

/** Opening and closing time of each day group (spec 001 §3); a group without both is closed. */
export const OpeningHoursSchema = v.object({
  openingHoursMondayToFriday: ClockTime,
  closingHoursMondayToFriday: ClockTime,
  openingHoursSaturday: ClockTime,
  closingHoursSaturday: ClockTime,
  openingHoursSunday: ClockTime,
  closingHoursSunday: ClockTime,
});
export type OpeningHours = v.InferOutput<typeof OpeningHoursSchema>;

/** One lunch menu of the lunchLists JSON text (items Id, Title, MainBody; MainBody is CMS HTML). */
const LunchListsSchema = v.array(
  v.pipe(
    v.object({
      Id: v.union([v.number(), v.pipe(v.string(), v.minLength(1))]),
      Title: v.pipe(v.string(), v.trim(), v.minLength(1)),
      MainBody: nullableHtml(),
    }),
    v.transform(({ Id, Title, MainBody }) => ({ id: String(Id), title: Title, mainBody: MainBody })),
  ),
);
export type LunchList = v.InferOutput<typeof LunchListsSchema>[number];

/** The lunch menus of a location's lunchLists text: junk (not JSON, or not menus) is no menus at all. */
export function lunchListsOf(text: unknown): LunchList[] {
  if (typeof text !== "string" || !text.trim()) return [];
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return [];
  }
  const parsed = v.safeParse(LunchListsSchema, json);
  return parsed.success ? parsed.output : [];
}

/** location: a store, café or factory shop (spec 001 §3 "Location page"). */
export const LocationPageFieldsSchema = v.object({
  streetAddress: Text,
  postalCode: Text,
  city: Text,
  country: Text,
  latitude: Coordinate(90),
  longitude: Coordinate(180),
  ...OpeningHoursSchema.entries,
  additionalOpeningHours: nullableHtml(),
  // The CMS's own spelling of the field (spec 001 §3).
  additionalContactInfomation: nullableHtml(),
  /** Sent as JSON text; the worker hands the page its menus already parsed. */
  lunchLists: v.optional(v.pipe(v.unknown(), v.transform(lunchListsOf)), null),
  mainImage: v.nullish(ImageSchema, null),
  contentAreaItems: v.optional(v.array(BlockSchema), []),
});
export type LocationPageFields = v.InferOutput<typeof LocationPageFieldsSchema>;

/** location-finder-block: text search, city, category filters and load more over the locations list. */
export const LocationFinderBlockSchema = v.object({
  title: Text,
  headingLevel: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)), 1),
  placeholder: Text,
});
export type LocationFinderBlockFields = v.InferOutput<typeof LocationFinderBlockSchema>;

/** A hit of the locations list (spec 001 §3 "Location result"). */
export const LocationResultSchema = v.object({
  contentId: v.number(),
  url: v.string(),
  image: v.nullish(ImageSchema, null),
  title: v.string(),
  streetAddress: Text,
  postalCode: Text,
  city: Text,
  ...OpeningHoursSchema.entries,
});
export type LocationResult = v.InferOutput<typeof LocationResultSchema>;

export const LocationListSchema = v.object({
  hits: v.array(LocationResultSchema),
  facetCategories: v.optional(v.array(FacetCategorySchema), []),
  hasMore: v.boolean(),
  totalCount: v.number(),
});
export type LocationList = v.InferOutput<typeof LocationListSchema>;

/** The city options: city names in the language, for the finder's dropdown. */
export const CityOptionsSchema = v.array(v.string());

const WholeNumber = (min: number, max: number, fallback: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,6}$/, "must be a whole number"),
      v.transform(Number),
      v.minValue(min, `must be at least ${min}`),
      v.maxValue(max, `must be at most ${max}`),
    ),
    String(fallback),
  );

/** categoryIds as a comma list (repeated parameters joined first): unique, sorted, at most 30. */
const CategoryIds = v.optional(
  v.pipe(
    v.string(),
    v.regex(/^(?:\s*\d{1,15}\s*(?:,\s*\d{1,15}\s*)*)?$/, "must be whole numbers separated by commas"),
    v.transform((list) =>
      [
        ...new Set(
          list
            .split(",")
            .filter((id) => id.trim())
            .map(Number),
        ),
      ].sort((a, b) => a - b),
    ),
    v.maxLength(30, "must name at most 30 categories"),
  ),
  "",
);

const Phrase = v.optional(
  v.pipe(
    v.string(),
    v.regex(/^[^\x00-\x1f\x7f]*$/, "must not contain control characters"),
    v.trim(),
    v.maxLength(LOCATION_QUERY_MAX_CHARS, `must be at most ${LOCATION_QUERY_MAX_CHARS} characters`),
  ),
  "",
);

/** The locations list's query (spec 001 §7): the worker's and the embedded backend's one reading of it. */
export const LocationQuerySchema = v.object({
  q: Phrase,
  city: Phrase,
  page: WholeNumber(1, 500, 1),
  pageSize: WholeNumber(1, LOCATION_MAX_PAGE_SIZE, LOCATION_PAGE_SIZE),
  language: v.optional(v.picklist(LANGUAGES, "must be fi, en or sv"), "fi"),
  categoryIds: CategoryIds,
});
export type LocationQuery = v.InferOutput<typeof LocationQuerySchema>;

/** The city options' query (spec 001 §7): language and categoryIds. */
export const CityOptionsQuerySchema = v.pick(LocationQuerySchema, ["language", "categoryIds"]);
export type CityOptionsQuery = v.InferOutput<typeof CityOptionsQuerySchema>;
