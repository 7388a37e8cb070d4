// The press-release calls for the browser and server rendering (spec 001 §7, decision 051): the
// newsroom's categories and years, a page of a feed, one release. Every parameter is checked, the
// provider's answers are parsed (a release's body through the HTML sanitiser) and kept in KV: they
// are the same for everyone, and a release changes rarely after it is out, so ten minutes fresh,
// an hour served while it refreshes, a day when the provider fails. The subscription's form post and
// the thank-you data are in ./press-release-subscription.ts, mounted here.
import { type Context, Hono } from "hono";
import * as v from "valibot";
import { PROVIDER_ID } from "../../shared/press-releases.ts";
import { FeedQuerySchema, feedQueryString, LanguageQuerySchema } from "../../shared/schemas/press-release-queries.ts";
import { CategoriesAndYearsSchema, FeedPageSchema, ReleaseSchema } from "../../shared/schemas/press-releases.ts";
import { PAGE_MODEL_STALE_IF_ERROR_MS } from "../../shared/cache-windows.ts";
import { ApiError } from "../api-error.ts";
import { createKvCache, type Load } from "../cache/kv-cache.ts";
import { sanitisePageModel } from "../content/sanitise-html.ts";
import type { AppBindings } from "../env.ts";
import { createUpstream, UPSTREAM_TIMEOUTS_MS } from "../upstream/upstream-call.ts";
import { UpstreamError } from "../upstream/upstream-error.ts";
import { pressReleaseSubscriptionRoutes } from "./press-release-subscription.ts";

const RELEASE_FRESH_MS = 10 * 60 * 1000;
const WINDOWS = {
  freshMs: RELEASE_FRESH_MS,
  staleWhileRevalidateMs: 60 * 60 * 1000,
  staleIfErrorMs: PAGE_MODEL_STALE_IF_ERROR_MS,
  timeoutMs: UPSTREAM_TIMEOUTS_MS.content,
};
/** Browsers and shared caches may reuse an answer for a minute; the worker's KV entry is the source. */
const BROWSER_CACHE = "public, max-age=60";

type ProviderContext = Context<AppBindings>;

/** The query parsed by its schema, or a 400 that names each bad parameter. */
function parseQuery<S extends v.GenericSchema>(c: ProviderContext, schema: S): v.InferOutput<S> {
  const parsed = v.safeParse(schema, c.req.query());
  if (parsed.success) return parsed.output;
  const errors = parsed.issues.map((issue) => ({ key: v.getDotPath(issue) ?? "query", value: issue.message }));
  throw new ApiError(400, /*i18n*/ "news-api.query-invalid", { errors });
}

function providerId(c: ProviderContext, name: "feedId" | "id"): string {
  const value = c.req.param(name) ?? "";
  if (!PROVIDER_ID.test(value)) {
    throw new ApiError(400, /*i18n*/ "news-api.query-invalid", {
      errors: [{ key: name, value: `must match ${PROVIDER_ID.source}` }],
    });
  }
  return value;
}

/**
 * One provider read through the KV cache: the provider's 404 is a miss that is never stored (the
 * caller says what it means), anything else but 200 is the provider's failure.
 */
async function cachedRead<T>(
  c: ProviderContext,
  schema: v.GenericSchema<unknown, T>,
  path: string,
  query: string,
): Promise<Load<T>> {
  const upstream = createUpstream(c.env, c.executionCtx);
  // Parsing a stored answer marks its HTML again, so it passes the allow-list once more (as page models do).
  const cache = createKvCache(
    schema,
    WINDOWS,
    { kv: c.env.PAGE_MODELS, waitUntil: (p) => c.executionCtx.waitUntil(p) },
    sanitisePageModel,
  );
  const load = async (): Promise<Load<T>> => {
    const response = await upstream.call(path, { timeout: "content", query: new URLSearchParams(query) });
    if (response.status === 404) {
      await response.body?.cancel();
      return { found: false, status: 404 };
    }
    if (!response.ok) throw new UpstreamError(`The news provider answered ${response.status} for ${path}`, 502);
    const parsed = v.safeParse(schema, await response.json().catch(() => null));
    if (!parsed.success)
      throw new UpstreamError(`The news provider sent an invalid answer for ${path}: ${v.summarize(parsed.issues)}`, 502);
    return { found: true, value: await sanitisePageModel(parsed.output) };
  };
  const result = await cache.get(`press-releases:${path}?${query}`, load);
  c.header("X-Cache", result.cache);
  return result.load;
}

const PROVIDER = "/api/cda/press-releases";

export const pressReleaseRoutes = new Hono<AppBindings>()
  .get("/api/press-releases/categories-and-years", async (c) => {
    const { language } = parseQuery(c, LanguageQuerySchema);
    const load = await cachedRead(c, CategoriesAndYearsSchema, `${PROVIDER}/categories-and-years`, `language=${language}`);
    if (!load.found) throw new UpstreamError("The news provider has no categories and years", 502);
    c.header("Cache-Control", BROWSER_CACHE);
    return c.json(load.value);
  })
  .get("/api/press-releases/feeds/:feedId", async (c) => {
    const feedId = providerId(c, "feedId");
    const query = parseQuery(c, FeedQuerySchema);
    const load = await cachedRead(c, FeedPageSchema, `${PROVIDER}/feeds/${feedId}`, feedQueryString(query));
    if (!load.found) throw new ApiError(404, /*i18n*/ "news-api.feed-not-found", { values: { feedId } });
    c.header("Cache-Control", BROWSER_CACHE);
    return c.json(load.value);
  })
  .get("/api/press-releases/:id", async (c) => {
    const id = providerId(c, "id");
    const { language } = parseQuery(c, LanguageQuerySchema);
    const load = await cachedRead(c, ReleaseSchema, `${PROVIDER}/${id}`, `language=${language}`);
    if (!load.found) throw new ApiError(404, /*i18n*/ "news-api.release-not-found", { values: { id } });
    c.header("Cache-Control", BROWSER_CACHE);
    return c.json(load.value);
  })
  .route("/", pressReleaseSubscriptionRoutes);
