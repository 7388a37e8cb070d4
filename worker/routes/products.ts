// Product listing, search and suggestions for the browser (and SSR): validated, forwarded to the
// catalogue upstream and kept as product listings (spec 000 §9 product list cache), since they are
// the same for every shopper.
import { Hono } from "hono";
import * as v from "valibot";
import { LANGUAGES } from "../../shared/languages.ts";
import { MARKET_CODES, type Market } from "../../shared/markets.ts";
import { ListingResponseSchema, ProductSuggestionSchema } from "../../shared/schemas/catalogue.ts";
import { CACHE_STRATEGIES } from "../cache/strategies.ts";
import type { AppBindings } from "../env.ts";
import { query } from "../middleware/query.ts";
import { shopperMarket } from "../session/shopper-market.ts";
import { answerUpstreamRead } from "./cached-upstream-read.ts";

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

type ListingQuery = v.InferOutput<typeof ListingQuerySchema>;

/**
 * The validated, sorted query the upstream sees and the cache keys on. Prices are the market's: the
 * shop's pages name it in the address (so the browser's cache keeps markets apart); without one, the
 * shopper's chosen market.
 */
function normalisedQuery(url: URL, checked: ListingQuery, market: Market): URLSearchParams {
  const entries: [string, string][] = [...url.searchParams]
    .filter(([name, value]) => name.startsWith("filter.") && /^filter\.[\w-]{1,40}$/.test(name) && value.length <= 300)
    .map(([name, value]) => [name, value]);
  for (const [name, value] of Object.entries(checked))
    if (value !== undefined && url.searchParams.has(name)) entries.push([name, String(value)]);
  if (!url.searchParams.has("language")) entries.push(["language", checked.language]);
  if (!url.searchParams.has("market")) entries.push(["market", market]);
  return new URLSearchParams(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

export const productRoutes = new Hono<AppBindings>();

for (const [path, endpoint] of Object.entries(ENDPOINTS)) {
  productRoutes.get(path, query(ListingQuerySchema, /*i18n*/ "api.listing-query-invalid"), (c) => {
    const url = new URL(c.req.url);
    // An address without a market is answered in the cookie's: browsers must not reuse it for another.
    if (!url.searchParams.has("market")) c.header("Vary", "Cookie");
    return answerUpstreamRead(c, CACHE_STRATEGIES.productListing, {
      path: endpoint.upstream,
      query: normalisedQuery(url, c.req.valid("query"), shopperMarket(c)),
      schema: endpoint.schema as v.GenericSchema<unknown, object>,
      refusedMessageId: /*i18n*/ "api.listing-query-invalid",
    });
  });
}
