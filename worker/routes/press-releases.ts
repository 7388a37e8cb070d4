// The press-release calls for the browser and server rendering (spec 001 §7): the newsroom's
// categories and years, a page of a feed, one release. Every parameter is checked, the provider's
// answers are parsed (a release's body through the HTML sanitiser) and kept as the newsroom's: they
// are the same for everyone, and a release changes rarely after it is out. The subscription's form
// post and the thank-you data are in ./press-release-subscription.ts, mounted here.
import { type Context, Hono } from "hono";
import type * as v from "valibot";
import { PROVIDER_ID } from "../../shared/press-releases.ts";
import { FeedQuerySchema, feedQueryString, LanguageQuerySchema } from "../../shared/schemas/press-release-queries.ts";
import { CategoriesAndYearsSchema, FeedPageSchema, ReleaseSchema } from "../../shared/schemas/press-releases.ts";
import { ApiError } from "../api-error.ts";
import { CACHE_STRATEGIES } from "../cache/strategies.ts";
import { sanitisePageModel } from "../content/sanitise-html.ts";
import type { AppBindings } from "../env.ts";
import { query } from "../middleware/query.ts";
import { UpstreamError } from "../upstream/upstream-error.ts";
import { answerUpstreamRead } from "./cached-upstream-read.ts";
import { pressReleaseSubscriptionRoutes } from "./press-release-subscription.ts";

const QUERY_INVALID = /*i18n*/ "news-api.query-invalid";

type ProviderContext = Context<AppBindings>;

function providerId(c: ProviderContext, name: "feedId" | "id"): string {
  const value = c.req.param(name) ?? "";
  if (!PROVIDER_ID.test(value)) {
    throw new ApiError(400, QUERY_INVALID, {
      errors: [{ key: name, value: `must match ${PROVIDER_ID.source}` }],
    });
  }
  return value;
}

/**
 * One provider read, kept as the newsroom's: the provider's 404 is a miss that is never stored (the
 * caller says what it means), anything else but 200 is the provider's failure. Parsing a stored answer
 * marks its HTML again, so it passes the allow-list once more (as page models do).
 */
function answerProviderRead<T extends object>(
  c: ProviderContext,
  read: { path: string; query: string; schema: v.GenericSchema<unknown, T>; notFound: () => Error },
) {
  return answerUpstreamRead(c, CACHE_STRATEGIES.newsroom, {
    ...read,
    query: new URLSearchParams(read.query),
    finish: sanitisePageModel,
  });
}

const PROVIDER = "/api/cda/press-releases";

export const pressReleaseRoutes = new Hono<AppBindings>()
  .get("/api/press-releases/categories-and-years", query(LanguageQuerySchema, QUERY_INVALID), (c) =>
    answerProviderRead(c, {
      path: `${PROVIDER}/categories-and-years`,
      query: `language=${c.req.valid("query").language}`,
      schema: CategoriesAndYearsSchema,
      notFound: () => new UpstreamError("The news provider has no categories and years", 502),
    }),
  )
  .get("/api/press-releases/feeds/:feedId", query(FeedQuerySchema, QUERY_INVALID), (c) => {
    const feedId = providerId(c, "feedId");
    return answerProviderRead(c, {
      path: `${PROVIDER}/feeds/${feedId}`,
      query: feedQueryString(c.req.valid("query")),
      schema: FeedPageSchema,
      notFound: () => new ApiError(404, /*i18n*/ "news-api.feed-not-found", { values: { feedId } }),
    });
  })
  .get("/api/press-releases/:id", query(LanguageQuerySchema, QUERY_INVALID), (c) => {
    const id = providerId(c, "id");
    return answerProviderRead(c, {
      path: `${PROVIDER}/${id}`,
      query: `language=${c.req.valid("query").language}`,
      schema: ReleaseSchema,
      notFound: () => new ApiError(404, /*i18n*/ "news-api.release-not-found", { values: { id } }),
    });
  })
  .route("/", pressReleaseSubscriptionRoutes);
