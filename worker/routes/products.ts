// Product listing, search and suggestions for the browser (and SSR): validated, forwarded to the
// catalogue upstream and cached in KV for an hour (spec 000 §9 product list cache), since they are
// the same for every shopper.
import { Hono } from "hono";
import * as v from "valibot";
import { PAGE_MODEL_STALE_IF_ERROR_MS } from "../../shared/cache-windows.ts";
import { LANGUAGES } from "../../shared/languages.ts";
import { MARKET_CODES, type Market } from "../../shared/markets.ts";
import { ListingResponseSchema, ProductSuggestionSchema } from "../../shared/schemas/catalogue.ts";
import { ApiError } from "../api-error.ts";
import { createKvCache, type Load } from "../cache/kv-cache.ts";
import type { AppBindings } from "../env.ts";
import { shopperMarket } from "../session/shopper-market.ts";
import { createUpstream, UPSTREAM_TIMEOUTS_MS } from "../upstream/upstream-call.ts";
import { UpstreamError } from "../upstream/upstream-error.ts";

const PRODUCT_LIST_FRESH_MS = 60 * 60 * 1000;
const WINDOWS = {
  freshMs: PRODUCT_LIST_FRESH_MS,
  staleWhileRevalidateMs: 2 * PRODUCT_LIST_FRESH_MS,
  staleIfErrorMs: PAGE_MODEL_STALE_IF_ERROR_MS,
  timeoutMs: UPSTREAM_TIMEOUTS_MS.content,
};

const PositiveInt = (fallback: number, max: number) =>
  v.optional(
    v.pipe(v.string(), v.regex(/^\d+$/, "must be a whole number"), v.transform(Number), v.minValue(1), v.maxValue(max)),
    String(fallback),
  );

const ListingQuerySchema = v.object({
  category: v.optional(v.pipe(v.string(), v.maxLength(64))),
  brand: v.optional(v.pipe(v.string(), v.maxLength(64))),
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))),
  page: PositiveInt(1, 500),
  pageSize: PositiveInt(12, 48),
  sortBy: v.optional(v.picklist(["standard", "name", "price", "news"])),
  sortDirection: v.optional(v.picklist(["asc", "desc"])),
  language: v.optional(v.picklist(LANGUAGES), "fi"),
  market: v.optional(v.picklist(MARKET_CODES)),
  limit: PositiveInt(5, 10),
});

const ENDPOINTS = {
  "/": { upstream: "/api/cda/products", schema: ListingResponseSchema },
  "/search": { upstream: "/api/cda/products/search", schema: ListingResponseSchema },
  "/suggest": { upstream: "/api/cda/products/suggest", schema: v.object({ results: v.array(ProductSuggestionSchema) }) },
} as const;

/**
 * The validated, sorted query the upstream sees and the cache keys on. Prices are the market's: the
 * shop's pages name it in the address (so the browser's cache keeps markets apart); without one, the
 * shopper's chosen market.
 */
function normalisedQuery(url: URL, market: Market): URLSearchParams {
  const params = Object.fromEntries([...url.searchParams].filter(([name]) => !name.startsWith("filter.")));
  const parsed = v.safeParse(ListingQuerySchema, params);
  if (!parsed.success) {
    throw new ApiError(400, /*i18n*/ "api.listing-query-invalid", { errors: parsed.issues.map(fieldError) });
  }
  const entries: [string, string][] = [...url.searchParams]
    .filter(([name, value]) => name.startsWith("filter.") && /^filter\.[\w-]{1,40}$/.test(name) && value.length <= 300)
    .map(([name, value]) => [name, value]);
  for (const [name, value] of Object.entries(parsed.output))
    if (value !== undefined && url.searchParams.has(name)) entries.push([name, String(value)]);
  if (!url.searchParams.has("language")) entries.push(["language", parsed.output.language]);
  if (!url.searchParams.has("market")) entries.push(["market", market]);
  return new URLSearchParams(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** A query field's problem in valibot's words: listing queries come from the shop's own pages, not a form. */
function fieldError(issue: v.BaseIssue<unknown>) {
  return { key: v.getDotPath(issue) ?? "query", value: issue.message };
}

export const productRoutes = new Hono<AppBindings>();

for (const [path, endpoint] of Object.entries(ENDPOINTS)) {
  productRoutes.get(path === "/" ? "/" : path, async (c) => {
    const url = new URL(c.req.url);
    const query = normalisedQuery(url, shopperMarket(c));
    // An address without a market is answered in the cookie's: browsers must not reuse it for another.
    if (!url.searchParams.has("market")) c.header("Vary", "Cookie");
    const upstream = createUpstream(c.env, c.executionCtx);
    const cache = createKvCache(endpoint.schema as v.GenericSchema<unknown, unknown>, WINDOWS, {
      kv: c.env.PAGE_MODELS,
      waitUntil: (promise) => c.executionCtx.waitUntil(promise),
    });
    const load = async (): Promise<Load<unknown>> => {
      const response = await upstream.call(endpoint.upstream, { timeout: "content", query });
      if (response.status === 400) throw new ApiError(400, /*i18n*/ "api.listing-query-invalid");
      if (!response.ok) throw new UpstreamError(`Catalogue answered ${response.status}`, 502);
      const parsed = v.safeParse(endpoint.schema, await response.json().catch(() => null));
      if (!parsed.success) throw new UpstreamError(`Catalogue sent an invalid answer: ${v.summarize(parsed.issues)}`, 502);
      return { found: true, value: parsed.output };
    };
    const result = await cache.get(`products:${endpoint.upstream}?${query}`, load);
    c.header("X-Cache", result.cache);
    c.header("Cache-Control", "public, max-age=300");
    if (!result.load.found) throw new ApiError(404, /*i18n*/ "api.not-found", { values: { path: c.req.path } });
    return c.json(result.load.value);
  });
}
