// Press releases (spec 001 §3 "Press release", "News block", "Subscription form"): what the news
// provider answers, parsed by the worker before it caches or forwards anything, and the news block's
// fields. A release's body is HTML and goes through the sanitiser (html()).
import * as v from "valibot";
import { LANGUAGES } from "../languages.ts";
import { CATEGORY_CODE, FEED_LIMITS, NEWS_DEFAULT_COUNT, PROVIDER_ID } from "../press-releases.ts";
import { html, nullableHtml } from "./html.ts";

/** Pictures and files come from the provider: only web addresses or this site's paths, never a script URL. */
const WebAddress = v.pipe(v.string(), v.regex(/^(?:https?:\/\/|\/(?!\/))\S*$/i, "must be an http(s) address or a site path"));
const Text = v.nullish(v.string(), null);

export const ReleaseCategorySchema = v.object({ code: v.pipe(v.string(), v.regex(CATEGORY_CODE)), name: v.string() });
export type ReleaseCategory = v.InferOutput<typeof ReleaseCategorySchema>;

/** A release picture in the provider's two renditions (fitted, aspect kept, in 400×400 and 800×800). */
export const ReleaseImageSchema = v.object({
  urlTo400X400ArResized: WebAddress,
  urlTo800X800ArResized: WebAddress,
  description: Text,
});
export type ReleaseImage = v.InferOutput<typeof ReleaseImageSchema>;

export const ReleaseFileSchema = v.object({ fileName: v.string(), title: Text, url: WebAddress });
export type ReleaseFile = v.InferOutput<typeof ReleaseFileSchema>;

const releaseFields = {
  id: v.pipe(v.string(), v.regex(PROVIDER_ID)),
  title: v.string(),
  intro: Text,
  publishDateUtc: v.pipe(v.string(), v.isoTimestamp()),
  categories: v.optional(v.array(ReleaseCategorySchema), []),
  images: v.optional(v.array(ReleaseImageSchema), []),
  languageCode: v.picklist(LANGUAGES),
};

/** A release as a feed lists it. */
export const ReleaseSummarySchema = v.object(releaseFields);
export type ReleaseSummary = v.InferOutput<typeof ReleaseSummarySchema>;

/** A whole release (the single-release call). */
export const ReleaseSchema = v.object({
  ...releaseFields,
  cleanedHtmlBody: html(),
  files: v.optional(v.array(ReleaseFileSchema), []),
});
export type Release = v.InferOutput<typeof ReleaseSchema>;

/** One page of a feed, in one language; `language` lets the newsroom drop a page that arrives for another. */
export const FeedPageSchema = v.object({
  items: v.array(ReleaseSummarySchema),
  language: v.picklist(LANGUAGES),
  page: v.pipe(v.number(), v.integer(), v.minValue(1)),
  pageSize: v.pipe(v.number(), v.integer(), v.minValue(1)),
  totalCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type FeedPage = v.InferOutput<typeof FeedPageSchema>;

/** The newsroom's filter choices: every category and every year that has a release. */
export const CategoriesAndYearsSchema = v.object({
  categories: v.array(ReleaseCategorySchema),
  years: v.array(v.pipe(v.number(), v.integer())),
});
export type CategoriesAndYears = v.InferOutput<typeof CategoriesAndYearsSchema>;

/** The marketing thank-you data: the page calls it and shows nothing of it (spec 001 §7). */
export const ThankYouDataSchema = v.looseObject({ identifier: v.string() });

/** A comma list of keywords as the editor types it ("cocoa, factory") → the words. */
const KeywordList = v.pipe(
  v.nullish(v.string(), ""),
  v.transform((list) =>
    (list ?? "")
      .split(",")
      .map((word) => word.trim())
      .filter(Boolean)
      .slice(0, FEED_LIMITS.keywordsMax),
  ),
);

/**
 * news-block: releases of a feed (the newest `count`, filtered by keywords), or the newsroom view
 * with category and year filters and infinite scroll; each release links to `newsroomPageUrl?id=`.
 * With showSubscriptionForm, a button opens the subscription dialog.
 */
export const NewsBlockSchema = v.object({
  feedId: v.pipe(v.string(), v.regex(PROVIDER_ID)),
  count: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(FEED_LIMITS.pageSizeMax)), NEWS_DEFAULT_COUNT),
  keywords: KeywordList,
  newsroomView: v.optional(v.boolean(), false),
  newsroomPageUrl: Text,
  heading: Text,
  headingLevel: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)), 1),
  showSubscriptionForm: v.optional(v.boolean(), false),
  subscriptionSuccessPageUrl: Text,
  subscriptionErrorPageUrl: Text,
  privacyStatementText: nullableHtml(),
});
export type NewsBlockFields = v.InferOutput<typeof NewsBlockSchema>;
