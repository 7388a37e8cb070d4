// The content search for the browser (and SSR): GET /api/search/content, every parameter validated
// (junk categoryIds dropped by the routing rule, anything else wrong a 400), forwarded to the
// upstream's /api/cda/search/content and kept by the normalised query as a content search.
import { Hono } from "hono";
import { contentSearchParams } from "../../shared/rules/content-search-query.ts";
import { pageQueryOf } from "../../shared/rules/page-query.ts";
import { ContentSearchQuerySchema, ContentSearchResponseSchema } from "../../shared/schemas/content-search.ts";
import { CACHE_STRATEGIES } from "../cache/strategies.ts";
import type { AppBindings } from "../env.ts";
import { query } from "../middleware/query.ts";
import { shopperMarket } from "../session/shopper-market.ts";
import { answerUpstreamRead } from "./cached-upstream-read.ts";

const QUERY_INVALID = /*i18n*/ "api.content-search-query-invalid";
/** More chosen facet options than any page offers is junk, not a search. */
const MAX_CATEGORY_IDS = 50;

export const contentSearchRoutes = new Hono<AppBindings>().get(
  "/content",
  query(ContentSearchQuerySchema, QUERY_INVALID),
  (c) => {
    const checked = c.req.valid("query");
    const query = contentSearchParams({
      ...checked,
      categoryIds: pageQueryOf(new URL(c.req.url).searchParams).categoryIds.slice(0, MAX_CATEGORY_IDS),
    });
    // Product hits carry prices: in the market the address names, else the shopper's (and then per cookie).
    if (checked.includeProducts) {
      query.set("market", checked.market ?? shopperMarket(c));
      if (!checked.market) c.header("Vary", "Cookie");
    }
    return answerUpstreamRead(c, CACHE_STRATEGIES.contentSearch, {
      path: "/api/cda/search/content",
      query,
      schema: ContentSearchResponseSchema,
      refusedMessageId: QUERY_INVALID,
    });
  },
);
