// The query parameters of the press-release calls (spec 001 §7), as the worker checks what the
// browser sends and the embedded provider checks what reaches it: a value of the wrong shape is a
// 400 that names it, and lists are sorted and deduplicated, so equal filters share one cache entry.
import * as v from "valibot";
import { DEFAULT_LANGUAGE, LANGUAGES } from "../languages.ts";
import { CATEGORY_CODE, FEED_LIMITS, NEWS_DEFAULT_COUNT, RELEASE_YEARS, SUBSCRIPTION_IDENTIFIER } from "../press-releases.ts";

const WholeNumber = (min: number, max: number) =>
  v.pipe(v.string(), v.regex(/^\d{1,6}$/, "must be a whole number"), v.transform(Number), v.minValue(min), v.maxValue(max));

/** A comma list ("a,b"), each entry of the given shape, at most `max` of them; sorted and unique. */
const CommaList = (shape: RegExp, max: number, what: string) =>
  v.pipe(
    v.string(),
    v.transform((list) =>
      [
        ...new Set(
          list
            .split(",")
            .map((entry) => entry.trim())
            .filter(Boolean),
        ),
      ].sort(),
    ),
    v.maxLength(max, `at most ${max} ${what}`),
    v.check((entries) => entries.every((entry) => shape.test(entry)), `each of the ${what} must match ${shape.source}`),
  );

const Language = v.optional(v.picklist(LANGUAGES, "must be fi, en or sv"), DEFAULT_LANGUAGE);
const KEYWORD = new RegExp(`^[\\p{L}\\p{N} _-]{1,${FEED_LIMITS.keywordLength}}$`, "u");

/** One page of a feed: its language, page and size, and the newsroom's filters. */
export const FeedQuerySchema = v.object({
  language: Language,
  page: v.optional(WholeNumber(1, FEED_LIMITS.pageMax), "1"),
  pageSize: v.optional(WholeNumber(1, FEED_LIMITS.pageSizeMax), String(NEWS_DEFAULT_COUNT)),
  year: v.optional(WholeNumber(RELEASE_YEARS.min, RELEASE_YEARS.max)),
  categories: v.optional(CommaList(CATEGORY_CODE, FEED_LIMITS.categoriesMax, "categories"), ""),
  // Keywords match case-insensitively: lower-cased before they are sorted into the key.
  keywords: v.optional(v.pipe(v.string(), v.toLowerCase(), CommaList(KEYWORD, FEED_LIMITS.keywordsMax, "keywords")), ""),
});
export type FeedQuery = v.InferOutput<typeof FeedQuerySchema>;

/** Calls that only name the language: the categories and years, and one release. */
export const LanguageQuerySchema = v.object({ language: Language });

export const ThankYouQuerySchema = v.object({
  identifier: v.pipe(v.string("is required"), v.regex(SUBSCRIPTION_IDENTIFIER, "is not a subscription identifier")),
});

/** The normalised query string of a feed page: what the provider is asked and the cache is keyed by. */
export function feedQueryString(query: FeedQuery): string {
  const params = new URLSearchParams({ language: query.language, page: String(query.page), pageSize: String(query.pageSize) });
  if (query.year !== undefined) params.set("year", String(query.year));
  if (query.categories.length) params.set("categories", query.categories.join(","));
  if (query.keywords.length) params.set("keywords", query.keywords.join(","));
  params.sort();
  return params.toString();
}
