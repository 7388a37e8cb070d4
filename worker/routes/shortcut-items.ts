// The shortcut items call for the browser (spec 001 §7 "Shortcut items for a block id"):
// GET /api/shortcuts/{blockId}?indexWhereToContinue=&nextContentReferenceItem=&language=,
// validated, forwarded to the content service's /api/cda/shortcuts/{blockId} with the spec's names and
// kept for the spec's hour of blocks as a list made from the CMS's pages (the same for every
// shopper). Other parameters are dropped.
import { type Context, Hono } from "hono";
import { createMiddleware } from "hono/factory";
import * as v from "valibot";
import { LANGUAGES } from "../../shared/languages.ts";
import { ShortcutItemsResponseSchema } from "../../shared/schemas/shortcuts.ts";
import { ApiError } from "../api-error.ts";
import { CACHE_STRATEGIES } from "../cache/strategies.ts";
import type { AppBindings } from "../env.ts";
import { query } from "../middleware/query.ts";
import { answerUpstreamRead } from "./cached-upstream-read.ts";

const WholeNumber = (max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^\d{1,9}$/, "must be a whole number"),
    v.transform(Number),
    v.maxValue(max, `must be at most ${max}`),
  );

const ShortcutItemsQuerySchema = v.object({
  indexWhereToContinue: v.optional(WholeNumber(10_000), "0"),
  nextContentReferenceItem: v.optional(WholeNumber(999_999_999)),
  language: v.optional(v.picklist(LANGUAGES, "must be fi, en or sv"), "fi"),
});

/** The upstream's query, in the spec's names: what the cache keys on. */
function upstreamQuery(checked: v.InferOutput<typeof ShortcutItemsQuerySchema>): URLSearchParams {
  const query = new URLSearchParams({
    CurrentLanguage: checked.language,
    IndexWhereToContinue: String(checked.indexWhereToContinue),
  });
  if (checked.nextContentReferenceItem !== undefined)
    query.set("NextContentReferenceItem", String(checked.nextContentReferenceItem));
  return query;
}

const notFound = (c: Context) => new ApiError(404, /*i18n*/ "api.not-found", { values: { path: c.req.path } });

// A block id is digits; anything else names no block (a plain parameter, so the 405 table knows the path).
const knownBlockId = createMiddleware(async (c, next) => {
  if (!/^\d{1,9}$/.test(c.req.param("blockId") ?? "")) throw notFound(c);
  await next();
});

export const shortcutItemRoutes = new Hono<AppBindings>().get(
  "/:blockId",
  knownBlockId,
  query(ShortcutItemsQuerySchema, /*i18n*/ "api.shortcuts-query-invalid"),
  (c) =>
    answerUpstreamRead(c, CACHE_STRATEGIES.contentListing, {
      path: `/api/cda/shortcuts/${c.req.param("blockId")}`,
      query: upstreamQuery(c.req.valid("query")),
      schema: ShortcutItemsResponseSchema,
      notFound: () => notFound(c),
    }),
);
