// The embedded CMS's content search call: GET /api/cda/search/content with q, page,
// pageSize, language (default fi), categoryIds, includeProducts (and market, for product prices).
import { Hono } from "hono";
import * as v from "valibot";
import { marketOr } from "../../../../shared/markets.ts";
import { pageQueryOf } from "../../../../shared/rules/page-query.ts";
import { ContentSearchQuerySchema } from "../../../../shared/schemas/content-search.ts";
import type { Env } from "../../../env.ts";
import { searchContent } from "./search-query.ts";

export const searchApi = new Hono<{ Bindings: Env }>();

searchApi.get("/content", async (c) => {
  const parsed = v.safeParse(ContentSearchQuerySchema, c.req.query());
  if (!parsed.success) {
    const issue = parsed.issues[0];
    return c.json({ status: 400, message: `${v.getDotPath(issue) ?? "query"} ${issue.message}` }, 400);
  }
  const query = parsed.output;
  const { categoryIds } = pageQueryOf(new URL(c.req.url).searchParams);
  return c.json(
    await searchContent(c.env.DB, {
      q: query.q,
      language: query.language,
      page: query.page,
      pageSize: query.pageSize,
      categoryIds,
      includeProducts: query.includeProducts,
      market: marketOr(query.market),
    }),
  );
});
